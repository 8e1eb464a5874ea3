/** The one shape of every resource loaded from the backend. */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data?: T;
  error?: string;
}

const IDLE: Remote<never> = Object.freeze({ status: 'idle' });

/** The same object every time, so selectors that fall back to it keep a stable result. */
export const idle = <T>(): Remote<T> => IDLE as Remote<T>;
