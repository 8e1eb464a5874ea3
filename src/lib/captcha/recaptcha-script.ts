/**
 * Loads Google's reCAPTCHA v2 script (explicit rendering) once per page, only when a screen that
 * shows the box asks for it. The tag carries only `src` and, when the page gave the widget one, the
 * CSP nonce: Google calls the global named by `onload` when `grecaptcha.render` is ready, so no
 * inline script is needed. A failed or late load takes its tag away, so the next screen tries afresh.
 */
import { pageNonce } from '../../styles/style-registry';

/** The part of Google's `grecaptcha` the widget uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size?: 'normal' | 'compact';
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Partial<Grecaptcha>;
    storefrontRecaptchaReady?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** The global Google's script calls once `render` works (its `onload` parameter). */
const READY = 'storefrontRecaptchaReady' as const;
const TIMEOUT_MS = 15_000;

export class CaptchaLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(reason === 'timeout' ? 'The reCAPTCHA script did not load in time.' : 'The reCAPTCHA script could not be loaded.');
    this.name = 'CaptchaLoadError';
  }
}

const ready = (): Grecaptcha | null => {
  const api = window.grecaptcha;
  return api && typeof api.render === 'function' && typeof api.reset === 'function' && typeof api.getResponse === 'function'
    ? (api as Grecaptcha)
    : null;
};

let loading: Promise<Grecaptcha> | null = null;

/** `hl` is the shop's active language, so the box speaks it (and lays out right to left in Arabic). */
export function loadRecaptcha(language: string, timeoutMs = TIMEOUT_MS): Promise<Grecaptcha> {
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const tag = document.createElement('script');
    const query = new URLSearchParams({ render: 'explicit', hl: language || 'en', onload: READY });
    tag.src = `${SCRIPT_URL}?${query}`;
    tag.async = true;
    const nonce = pageNonce();
    if (nonce) tag.nonce = nonce;
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      delete window[READY];
    };
    function fail(reason: 'failed' | 'timeout') {
      settle();
      loading = null;
      tag.remove();
      reject(new CaptchaLoadError(reason));
    }
    window[READY] = () => {
      const api = ready();
      if (!api) return fail('failed');
      settle();
      resolve(api);
    };
    tag.addEventListener('error', () => fail('failed'));
    document.head.appendChild(tag);
  });
  return loading;
}
