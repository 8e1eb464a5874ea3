import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import type { PageToken } from './page-token';

/**
 * What the API functions use of the client. The widget's client is created lazily
 * (lazy-client.ts), so that axios is not in the first render's load; an axios instance is one too.
 */
export type Http = Pick<AxiosInstance, 'get' | 'post'> & { defaults: { baseURL?: string } };
declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The answer is a data file (a language file), not an action's answer: its keys are data, so an
     * `error` key (1.6.7's en.json has "error": "Error") is not read as a refused action.
     */
    dataFile?: boolean;
  }
}

/** A request's options and an answer, as the client's callers and early-answers.ts see them. */
export type HttpRequestConfig = AxiosRequestConfig;
export type HttpAnswer = AxiosResponse;

export interface HttpOptions {
  baseUrl: string;
  token: PageToken;
  /** Per-request time-out; a slow backend becomes a clear network error instead of a spinner forever. */
  timeoutMs?: number;
}

/** True when `url` is the base URL itself or below it (same origin and path prefix). */
export function isUnderBase(url: string, baseUrl: string): boolean {
  try {
    const target = new URL(url, `${baseUrl}/`);
    const base = new URL(`${baseUrl}/`);
    return target.origin === base.origin && `${target.pathname}/`.startsWith(base.pathname);
  } catch {
    return false;
  }
}

function absoluteUrl(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${(config.baseURL ?? '').replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function looksLikeHtml(response: AxiosResponse): boolean {
  const type = String(response.headers?.['content-type'] ?? '');
  if (type.includes('text/html')) return true;
  return typeof response.data === 'string' && /^\s*</.test(response.data);
}

const isLoginUrl = (url: unknown): boolean => {
  if (typeof url !== 'string' || url === '') return false;
  try {
    return /\/login\/?$/.test(new URL(url, 'https://x.invalid').pathname);
  } catch {
    return false;
  }
};

/**
 * The backend's `loginCheck` answers a guest with a redirect to its login page, which a browser's
 * XHR follows: the answer is then the login page's HTML with the login URL as its final URL. An
 * adapter that does not follow redirects sees the 302 and its Location instead. Without either
 * URL (some test environments), a page titled as a login page counts. Any other HTML (a 500, 502
 * or 503 error page, a proxy's page) says nothing about the session.
 */
export function isLoginPage(response: AxiosResponse): boolean {
  const request = response.request as { responseURL?: unknown } | undefined;
  // Ending on the login URL means a redirect there, unless the login endpoint itself was asked.
  if (isLoginUrl(request?.responseURL) && !isLoginUrl(response.config?.url)) return true;
  if (response.status >= 300 && response.status < 400 && isLoginUrl(response.headers?.location)) return true;
  return looksLikeHtml(response) && typeof response.data === 'string' && /<title>[^<]*\b(log ?in|sign ?in)\b/i.test(response.data);
}

const HTML_INSTEAD_OF_JSON = 'The store is having trouble. Please try again.';

function firstString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Turns any axios outcome into data or an ApiError, following the backend's conventions. */
export function classifyResponse(response: AxiosResponse): AxiosResponse {
  if (isLoginPage(response)) {
    // The backend's login guard redirects XHR to the login page: the session is over.
    throw new ApiError('session', 'The session has ended.', { status: response.status });
  }
  if (looksLikeHtml(response)) throw new ApiError('http', HTML_INSTEAD_OF_JSON, { status: response.status });
  const data = response.data;
  if (response.config.responseType && response.config.responseType !== 'json') return response;
  if (data === null || typeof data !== 'object') {
    throw new ApiError('malformed', 'The server sent an answer the store could not read.', { status: response.status });
  }
  if (response.config.dataFile) return response;
  const error = (data as Record<string, unknown>).error;
  if (error !== undefined && error !== null && error !== false && error !== '') {
    throw new ApiError('business', firstString(error) ?? 'The request was refused.', { status: response.status });
  }
  return response;
}

export function classifyFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError) || !error.response) {
    return new ApiError('network', error instanceof Error ? error.message : 'Network error');
  }
  const { status, data } = error.response;
  const body = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (status === 422) {
    const errors = (body.errors && typeof body.errors === 'object' ? body.errors : {}) as Record<string, unknown>;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(errors)) {
      const messages = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
      if (messages.length) fieldErrors[field] = messages;
    }
    return new ApiError('validation', firstString(body.message) ?? 'The given data was invalid.', { status, fieldErrors });
  }
  if (status === 401 || status === 419 || isLoginPage(error.response)) {
    return new ApiError('session', 'The session has ended.', { status });
  }
  if (looksLikeHtml(error.response)) return new ApiError('http', HTML_INSTEAD_OF_JSON, { status });
  return new ApiError('http', firstString(body.message) ?? firstString(body.error) ?? `Request failed (${status})`, { status });
}

/**
 * The one axios instance of a mounted widget. Credentials (the three headers) go only to URLs
 * under the page's base URL; anything else (e.g. a language file on a CDN) is fetched bare.
 */
export function createHttpClient({ baseUrl, token, timeoutMs = 30_000 }: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL: `${baseUrl}/`, timeout: timeoutMs, withCredentials: false });
  http.interceptors.request.use((config) => {
    const own = isUnderBase(absoluteUrl(config), baseUrl);
    config.withCredentials = own;
    if (own) {
      config.headers.set('X-Requested-With', 'XMLHttpRequest');
      config.headers.set('X-CSRF-TOKEN', token.get());
      config.headers.set('Authorization', token.get());
    } else {
      config.headers.delete('X-CSRF-TOKEN');
      config.headers.delete('Authorization');
      config.headers.delete('X-Requested-With');
    }
    return config;
  });
  http.interceptors.response.use(classifyResponse, (error) => Promise.reject(classifyFailure(error)));
  return http;
}
