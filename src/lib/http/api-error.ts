/**
 * Every failed request becomes one ApiError with a `kind` that says what the shopper should hear:
 * - business:   HTTP 200 carrying `error` (the backend's convention for refused actions)
 * - validation: 422 with Laravel `errors`; `messages` holds the first message of each field
 * - session:    the session is gone (HTML login page where JSON was expected, 401, 419)
 * - network:    no answer (offline, DNS, time-out, aborted)
 * - malformed:  an answer that is not the JSON the endpoint promises
 * - http:       any other status (404, 500 …)
 */
export type ApiErrorKind = 'business' | 'validation' | 'session' | 'network' | 'malformed' | 'http';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** First message of each field (validation only), in the server's order. */
  readonly messages: string[];
  readonly fieldErrors: Record<string, string[]>;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number | null; fieldErrors?: Record<string, string[]> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
    this.messages = Object.values(this.fieldErrors)
      .map((list) => list[0])
      .filter((m): m is string => typeof m === 'string' && m !== '');
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
