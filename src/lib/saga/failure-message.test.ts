import { runSaga } from 'redux-saga';
import { ApiError } from '../http/api-error';
import { failureMessage } from './failure-message';

async function messageFor(error: unknown, keywords: Record<string, string> = {}): Promise<string> {
  const task = runSaga({ getState: () => ({ i18n: { keywords } }), dispatch: () => undefined }, failureMessage, error);
  return (await task.toPromise()) as string;
}

describe('failureMessage', () => {
  it("shows a refusal in the server's own words", async () => {
    expect(await messageFor(new ApiError('business', 'The coupon has expired'))).toBe('The coupon has expired');
  });

  it("says the store could not be reached when nothing answered, in the shop's words", async () => {
    expect(await messageFor(new ApiError('network', 'timeout'), { network_error: 'Pas de réseau' })).toBe('Pas de réseau');
  });

  it("hides a crash's words and anything else behind 'something went wrong'", async () => {
    const words = { something_went_wrong: 'Oops' };
    expect(await messageFor(new ApiError('business', 'SQLSTATE[23000]: Integrity constraint violation'), words)).toBe('Oops');
    expect(await messageFor(new ApiError('http', 'Not Found', { status: 404 }), words)).toBe('Oops');
    expect(await messageFor(new Error('bug'), words)).toBe('Oops');
  });
});
