import { loadChunk } from '../chunks/load-chunk';
import { ApiError } from './api-error';
import type { Http, HttpOptions } from './client';

/**
 * The widget's HTTP client, with axios in its own chunk: the first render (header, hero, skeletons)
 * needs no request library, so axios's 14 KiB arrive beside the first screen's chunk instead of
 * before anything can paint. The chunk starts loading at once; requests made before it is in wait
 * for it, in order. A chunk that cannot be loaded fails each request as a network ApiError, like a
 * lost connection.
 */
export function createLazyHttpClient(options: HttpOptions): Http {
  const client = loadChunk(() => import('./client')).then(
    (module) => module.createHttpClient(options),
    (error: unknown) => {
      throw new ApiError('network', `The store's code could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
    },
  );
  // Each request reports its own failure; this only keeps an unused failed load from being reported as unhandled.
  client.catch(() => {});
  return {
    defaults: { baseURL: `${options.baseUrl}/` },
    get: (url, config) => client.then((http) => http.get(url, config)),
    post: (url, data, config) => client.then((http) => http.post(url, data, config)),
  };
}
