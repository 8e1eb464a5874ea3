import { loadChunk } from '../chunks/load-chunk';
import { ApiError } from './api-error';
import type { EarlyAnswers } from '../../contract';
import type { Http, HttpAnswer, HttpOptions, HttpRequestConfig } from './client';
import { earlyAnswerBook } from './early-answers';

/** How long a request waits for the loader's early answer before it is sent again (the client's own time-out). */
const EARLY_WAIT_MS = 30_000;
/** How long after the start the loader's early answers may still be used (they serve the first screen only). */
const EARLY_MAX_AGE_MS = 20_000;

/**
 * The widget's HTTP client, with axios in its own chunk: the first render (header, hero, skeletons)
 * needs no request library, so axios's 14 KiB arrive beside the first screen's chunk instead of
 * before anything can paint. The chunk starts loading at once; requests made before it is in wait
 * for it, in order. A chunk that cannot be loaded fails each request as a network ApiError, like a
 * lost connection.
 */
export function createLazyHttpClient(options: HttpOptions & { early?: EarlyAnswers; earlyMaxAgeMs?: number }): Http {
  const client = loadChunk(() => import('./client')).then(
    (module) => ({ http: module.createHttpClient(options), classify: module.classifyResponse }),
    (error: unknown) => {
      throw new ApiError('network', `The store's code could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
    },
  );
  // Each request reports its own failure; this only keeps an unused failed load from being reported as unhandled.
  client.catch(() => {});
  const baseURL = `${options.baseUrl}/`;
  const early = earlyAnswerBook(options.early, options.timeoutMs ?? EARLY_WAIT_MS, options.earlyMaxAgeMs ?? EARLY_MAX_AGE_MS);
  return {
    defaults: { baseURL },
    get: ((url: string, config?: HttpRequestConfig) => {
      const answer = early.take(url, config, baseURL);
      if (!answer) return client.then(({ http }) => http.get(url, config));
      return Promise.all([client, answer]).then(([{ http, classify }, response]): Promise<HttpAnswer> | HttpAnswer =>
        response ? classify(response) : http.get(url, config),
      );
    }) as Http['get'],
    post: (url, data, config) => client.then(({ http }) => http.post(url, data, config)),
  };
}
