import { runSaga, stdChannel } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';
import type { Http } from '../http/client';
import { callApi } from './call-api';
import { workFinished, workStarted } from './progress-actions';

/**
 * A newer request replaces an older one (takeLatest): the older saga must stop where it was, not
 * carry on with redux-saga's cancellation marker as if it were the answer, and the progress count
 * must still close every request it opened.
 */
describe('callApi under takeLatest', () => {
  it('stops a replaced saga and balances the progress count', async () => {
    const channel = stdChannel();
    const dispatched: string[] = [];
    const answers: unknown[] = [];
    const resolvers: Array<(value: string) => void> = [];
    const fetchAnswer = (_http: Http, n: number) => new Promise<string>((resolve) => resolvers.push(() => resolve(`answer ${n}`)));
    function* onRequest(action: { type: string; n: number }) {
      answers.push(yield* callApi(fetchAnswer, action.n));
    }
    runSaga(
      { channel, context: { http: {} }, dispatch: (a: { type: string }) => dispatched.push(a.type), getState: () => ({}) },
      function* watch() {
        yield takeLatest('load', onRequest);
      },
    );
    channel.put({ type: 'load', n: 1 });
    channel.put({ type: 'load', n: 2 });
    await Promise.resolve();
    resolvers.forEach((resolve) => resolve(''));
    await new Promise((r) => setTimeout(r, 0));

    expect(answers).toEqual(['answer 2']);
    expect(dispatched.filter((t) => t === workStarted.type)).toHaveLength(2);
    expect(dispatched.filter((t) => t === workFinished.type)).toHaveLength(2);
  });
});
