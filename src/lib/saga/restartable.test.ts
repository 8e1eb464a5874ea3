import { runSaga, stdChannel } from 'redux-saga';
import { all, fork, take } from 'redux-saga/effects';
import { restartable } from './restartable';

describe('restartable watchers', () => {
  it('restart a crashed watcher and keep the others running', async () => {
    const channel = stdChannel();
    const handled: string[] = [];
    let crashes = 0;
    function* fragile() {
      for (;;) {
        const action: { type: string } = yield take('boom');
        handled.push(`fragile:${action.type}`);
        crashes += 1;
        throw new Error('bug in one feature');
      }
    }
    function* steady() {
      for (;;) {
        yield take('ping');
        handled.push('steady:ping');
      }
    }
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const task = runSaga({ channel, dispatch: () => {}, getState: () => ({}) }, function* root() {
      yield all([fork(restartable('fragile', fragile)), fork(restartable('steady', steady))]);
    });
    channel.put({ type: 'boom' });
    channel.put({ type: 'ping' });
    channel.put({ type: 'boom' });
    channel.put({ type: 'ping' });
    expect(handled).toEqual(['fragile:boom', 'steady:ping', 'fragile:boom', 'steady:ping']);
    expect(crashes).toBe(2);
    expect(error).toHaveBeenCalledWith('[storefront] fragile crashed and was restarted', expect.any(Error));
    task.cancel();
    channel.put({ type: 'ping' });
    expect(handled).toHaveLength(4); // cancelling the root stops every watcher
    error.mockRestore();
  });
});
