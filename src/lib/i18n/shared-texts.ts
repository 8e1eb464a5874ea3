/**
 * Texts every layer shows: notice titles, loading and failure messages. Keys and purposes follow the
 * original's language file (Success, Error, loading, something_went_wrong, login_first …); the
 * English here is the fallback when the shop's file lacks a key. Feature texts live in
 * src/features/<f>/<f>-texts.ts.
 */
export const SHARED_TEXTS = {
  Success: 'Success',
  Error: 'Error',
  Warning: 'Warning',
  Info: 'Info',
  loading: 'Loading…',
  home: 'Home',
  something_went_wrong: 'Something went wrong. Please try again.',
  network_error: 'The store could not be reached. Check your connection and try again.',
  session_expired: 'Your session has ended. Please sign in again.',
  login_first: 'Please sign in first.',
  try_again: 'Try again',
  close: 'Close',
} as const;

export type SharedTextKey = keyof typeof SHARED_TEXTS;
