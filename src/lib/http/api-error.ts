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

/**
 * The words of a crash that the original caught and sent as its `error` (its controllers answer
 * `$e->getMessage()`): the database's (SQLSTATE, e.g. 1.6.7's seller sign-up,
 * test/contract/session/seller-register.json) and PHP's, in PHP 8's and PHP 7's wording (the
 * original allows ^7.3|^8.0). Shoppers get a plain sentence instead; the detail goes to the console.
 */
const SERVER_FAULT_TEXTS: readonly RegExp[] = [
  /\bSQLSTATE\[/,
  /^Attempt to (read|assign) property "[^"]*" on /, // PHP 8
  /^Trying to (get|access) (property|array offset) .* (of|on) (non-object|value of type)/, // PHP 7
  /^Call to (a member function|undefined (function|method)) /,
  /^Undefined (array key|index|offset|variable|property)\b/,
  /^Creating default object from empty value$/,
];

export function isServerFaultText(message: string): boolean {
  return SERVER_FAULT_TEXTS.some((pattern) => pattern.test(message.trim()));
}
