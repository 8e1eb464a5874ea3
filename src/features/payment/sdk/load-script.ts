/**
 * Loads a payment provider's script (a classic <script src>) once per URL, only when the shopper picks
 * that method. No inline code is added to the page: the tag carries only `src`, the provider's
 * data attributes and, when the page gave the widget a CSP nonce, that nonce (a page with a strict
 * `script-src` must still list the provider's origin, see docs/payments.md).
 */
import { pageNonce } from '../../../styles/style-registry';

export class ScriptLoadError extends Error {
  constructor(
    readonly url: string,
    readonly reason: 'failed' | 'timeout',
  ) {
    super(reason === 'timeout' ? `The payment script did not load in time: ${url}` : `The payment script could not be loaded: ${url}`);
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptOptions {
  /** data-* attributes the provider reads from its own tag (e.g. PayPal's data-namespace). */
  attributes?: Record<string, string>;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, options: ScriptOptions = {}): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    const nonce = pageNonce();
    if (nonce) tag.nonce = nonce;
    for (const [name, value] of Object.entries(options.attributes ?? {})) tag.setAttribute(name, value);
    const timer = setTimeout(() => fail('timeout'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    function fail(reason: 'failed' | 'timeout') {
      clearTimeout(timer);
      // A failed tag is taken away, so picking the method again tries afresh.
      loading.delete(url);
      tag.remove();
      reject(new ScriptLoadError(url, reason));
    }
    tag.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    tag.addEventListener('error', () => fail('failed'));
    document.head.appendChild(tag);
  });
  loading.set(url, promise);
  return promise;
}
