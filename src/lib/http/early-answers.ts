import type { HttpAnswer, HttpRequestConfig } from './client';
import type { EarlyAnswers } from '../../contract';

/**
 * The loader's early GETs (loader/early.ts), handed to the HTTP client: the first GET of a URL
 * takes its answer instead of sending the request again. Only a 2xx answer is used; a failed,
 * refused or slow one is dropped and the request is sent as usual, so errors are classified in
 * one place (client.ts) whichever way a request went.
 */
export interface EarlyAnswerBook {
  /** The early answer for this GET, once, as the axios response it would have been; null when there is none. */
  take(url: string, config: HttpRequestConfig | undefined, baseURL: string): Promise<HttpAnswer | null> | null;
}

/**
 * A GET as the API functions pass it to the client. Built by one function per endpoint, which
 * both the API function and the loader's early start (src/app/first-screen.ts) call, so the two
 * produce the same URL to the character.
 */
export interface GetRequest {
  url: string;
  params?: Record<string, unknown>;
}

/** The absolute URL axios would request for `url` and `params` (plain scalar params only). */
export function requestUrl(url: string, params: unknown, baseURL: string): string | null {
  try {
    const target = new URL(url, baseURL);
    if (params && typeof params === 'object') {
      for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
        if (value === undefined || value === null) continue;
        if (typeof value === 'object') return null; // axios's bracket encoding: never early
        target.searchParams.append(key, String(value));
      }
    }
    return target.href;
  } catch {
    return null;
  }
}

async function asHttpAnswer(answer: Response, config: HttpRequestConfig): Promise<HttpAnswer | null> {
  if (!answer.ok) return null;
  const text = await answer.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (an HTML page after a redirect to login): kept as text, as axios keeps it.
  }
  return {
    data,
    status: answer.status,
    statusText: answer.statusText,
    headers: { 'content-type': answer.headers.get('content-type') ?? '' },
    config: config as HttpAnswer['config'],
    // What client.ts reads to tell a redirect to the login page.
    request: { responseURL: answer.url },
  };
}

/**
 * `maxAgeMs`: early answers not asked for by then are dropped. They are meant for the first screen;
 * a shopper who left the home page before it asked, and comes back minutes later, gets fresh sections.
 */
export function earlyAnswerBook(early: EarlyAnswers | undefined, timeoutMs: number, maxAgeMs: number): EarlyAnswerBook {
  const waiting = new Map(Object.entries(early ?? {}));
  const startedAt = Date.now();
  return {
    take(url, config, baseURL) {
      if (waiting.size && Date.now() - startedAt > maxAgeMs) waiting.clear();
      if (!waiting.size) return null;
      const key = requestUrl(url, config?.params, baseURL);
      const answer = key === null ? undefined : waiting.get(key);
      if (!answer) return null;
      waiting.delete(key!);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
      const read = answer.then(
        (response) => asHttpAnswer(response, { ...config, url, method: 'get' }),
        () => null,
      );
      return Promise.race([read.catch(() => null), late]).finally(() => clearTimeout(timer));
    },
  };
}
