import { ApiError } from './api-error';

/**
 * Checks that an answer carries the keys an endpoint promises, so a malformed answer becomes a
 * clear "could not read" error in the saga instead of a crash deep inside a component.
 */
export function expectKeys<T extends object>(data: unknown, keys: readonly string[]): T {
  if (!data || typeof data !== 'object') throw new ApiError('malformed', 'The server sent an answer the store could not read.');
  for (const key of keys) {
    if (!(key in data)) throw new ApiError('malformed', `The server's answer lacks "${key}".`);
  }
  return data as T;
}

export function expectList<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new ApiError('malformed', `The server's answer has no list of ${what}.`);
  return value as T[];
}
