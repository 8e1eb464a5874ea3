/** The one shape of every resource loaded from the backend. */
export interface Remote<T> {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  data?: T;
  error?: string;
}

export const idle = <T>(): Remote<T> => ({ status: 'idle' });
