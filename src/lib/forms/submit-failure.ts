import { isApiError } from '../http/api-error';

/**
 * What a failed form request leaves in its feature's slice: plain data (the store stays
 * serialisable), `fieldErrors` as the backend's 422 sent them (`{ email: ["The email has already
 * been taken."] }`), empty for every other failure.
 */
export interface SubmitFailure {
  message: string;
  fieldErrors: Record<string, string[]>;
}

export function submitFailureFrom(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : String(error), fieldErrors: {} };
  return { message: error.message, fieldErrors: error.kind === 'validation' ? error.fieldErrors : {} };
}

/** A 422 with field messages: the form shows it, so the saga raises no toast for it. */
export function hasFieldErrors(failure: SubmitFailure): boolean {
  return Object.values(failure.fieldErrors).some((messages) => messages.length > 0);
}
