import { createAppStore } from '../../../app/store';
import type { SagaContext } from '../../../app/saga-context';
import { createNoticeChannel } from '../../../lib/notices/notice-channel';
import { createPageToken } from '../../../lib/http/page-token';
import { createHttpClient } from '../../../lib/http/client';
import { shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { signInRequired, signInSucceeded } from '../session-slice';

function setup() {
  const navigate = jest.fn();
  const notices = createNoticeChannel();
  const shown: string[] = [];
  notices.connect((n) => shown.push(n.message));
  const token = createPageToken('t', null);
  const context: SagaContext = {
    http: createHttpClient({ baseUrl: 'http://shop.test', token }),
    token,
    notices,
    navigate,
    root: document.body,
    realtime: null,
  };
  const { store, stop } = createAppStore(shell(), context);
  return { store, navigate, shown, stop };
}

describe('returning after sign-in', () => {
  it('remembers the guarded route and returns to it after sign-in', () => {
    const { store, navigate, shown, stop } = setup();
    store.dispatch(signInRequired({ returnTo: '/payment/ORD-1?x=1' }));
    expect(shown).toEqual(['Please sign in first.']);
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
    store.dispatch(signInSucceeded({ user: signedInUser, wishlists: 4, compare_list: 1, carts: [] }));
    expect(navigate).toHaveBeenLastCalledWith('/payment/ORD-1?x=1', { replace: true });
    expect(store.getState().wishlist.count).toBe(4);
    expect(store.getState().session.loginRedirect).toBeNull();
    stop();
  });

  it('does not bounce when already on login, and never follows a foreign address', () => {
    const { store, navigate, stop } = setup();
    store.dispatch(signInRequired({ returnTo: '/login' }));
    expect(navigate).not.toHaveBeenCalled();
    store.dispatch(signInRequired({ returnTo: '//evil.example/steal' }));
    store.dispatch(signInSucceeded({ user: signedInUser }));
    expect(navigate).toHaveBeenLastCalledWith('/user/dashboard', { replace: true });
    stop();
  });
});
