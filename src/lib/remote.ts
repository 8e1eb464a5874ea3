/** The one shape of every resource loaded from the backend. */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data?: T;
  error?: string;
}

const IDLE: Remote<never> = Object.freeze({ status: 'idle' });

/** The same object every time, so selectors that fall back to it keep a stable result. */
export const idle = <T>(): Remote<T> => IDLE as Remote<T>;

/**
 * The request is on its way. Pass `previous` to keep showing what was there (a listing page or
 * a product while it refreshes); leave it out when stale data would mislead.
 */
export const loading = <T>(previous?: Remote<T>): Remote<T> =>
  previous?.data === undefined ? { status: 'loading' } : { status: 'loading', data: previous.data };

export const succeeded = <T>(data: T): Remote<T> => ({ status: 'succeeded', data });

/** The request failed. Pass `previous` to keep its data beside the error (e.g. a listing's last page). */
export const failed = <T>(error: string, previous?: Remote<T>): Remote<T> =>
  previous?.data === undefined ? { status: 'failed', error } : { status: 'failed', error, data: previous.data };

/** The text a failed Remote carries: the error's message (ApiError messages are the backend's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed';
}
