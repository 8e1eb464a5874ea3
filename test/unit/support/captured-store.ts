/**
 * For the few screen tests that must look at or dispatch to the mounted app's store (e.g. a sign-in
 * done by another screen): mock `src/app/store` with `capturingStoreModule()` and read `capturedStore()`.
 *
 *   jest.mock('../../../app/store', () => jest.requireActual('…/test/unit/support/captured-store').capturingStoreModule());
 */
import type { AppStore } from '../../../src/app/store';

let latest: AppStore | null = null;

export function capturingStoreModule() {
  const actual = jest.requireActual('../../../src/app/store');
  return {
    ...actual,
    createAppStore: (...args: Parameters<typeof actual.createAppStore>) => {
      const made = actual.createAppStore(...args);
      latest = made.store;
      return made;
    },
  };
}

/** The store of the app mounted last. */
export function capturedStore(): AppStore {
  if (!latest) throw new Error('no app has been mounted with the capturing store module');
  return latest;
}
