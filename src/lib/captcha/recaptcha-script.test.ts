/** The reCAPTCHA loader: one tag per page, Google's own URL, no inline code, and a clean failure. */
import type { Grecaptcha } from './recaptcha-script';

type Loader = typeof import('./recaptcha-script');
type Registry = typeof import('../../styles/style-registry');

/** A fresh copy of the module (its "loaded once" memory), as on a new page. */
function freshModules(): { loader: Loader; styles: Registry } {
  let loader!: Loader;
  let styles!: Registry;
  jest.isolateModules(() => {
    loader = jest.requireActual<Loader>('./recaptcha-script');
    styles = jest.requireActual<Registry>('../../styles/style-registry');
  });
  return { loader, styles };
}

const stub = (): Grecaptcha => ({ render: jest.fn(() => 0), getResponse: jest.fn(() => ''), reset: jest.fn() });
const scriptTags = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];

afterEach(() => {
  jest.useRealTimers();
  delete window.grecaptcha;
  delete window.storefrontRecaptchaReady;
  document.head.replaceChildren();
});

test('adds one tag with the explicit-render URL in the shop language, and resolves when Google calls back', async () => {
  const { loader, styles } = freshModules();
  styles.setStyleNonce('n0nce');
  const first = loader.loadRecaptcha('ar');
  const second = loader.loadRecaptcha('ar');
  expect(scriptTags()).toHaveLength(1);
  const tag = scriptTags()[0];
  expect(tag.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit&hl=ar&onload=storefrontRecaptchaReady');
  expect(tag.nonce).toBe('n0nce');
  expect(tag).toHaveTextContent('');
  const api = stub();
  window.grecaptcha = api;
  window.storefrontRecaptchaReady?.();
  await expect(first).resolves.toBe(api);
  await expect(second).resolves.toBe(api);
  // The global callback is not left behind.
  expect(window.storefrontRecaptchaReady).toBeUndefined();
  // A later screen reuses the loaded script.
  await expect(loader.loadRecaptcha('ar')).resolves.toBe(api);
  expect(scriptTags()).toHaveLength(1);
});

test('a blocked script rejects, takes its tag away, and the next attempt adds a new one', async () => {
  const { loader } = freshModules();
  const attempt = loader.loadRecaptcha('en');
  scriptTags()[0].dispatchEvent(new Event('error'));
  await expect(attempt).rejects.toMatchObject({ name: 'CaptchaLoadError', reason: 'failed' });
  expect(scriptTags()).toHaveLength(0);
  void loader.loadRecaptcha('en').catch(() => {});
  expect(scriptTags()).toHaveLength(1);
});

test('a script that never calls back times out', async () => {
  jest.useFakeTimers();
  const { loader } = freshModules();
  const attempt = loader.loadRecaptcha('en', 1000);
  jest.advanceTimersByTime(1000);
  await expect(attempt).rejects.toMatchObject({ reason: 'timeout' });
  expect(scriptTags()).toHaveLength(0);
  expect(window.storefrontRecaptchaReady).toBeUndefined();
});

test('a page that already loaded Google’s script is not given a second one', async () => {
  const { loader } = freshModules();
  const api = stub();
  window.grecaptcha = api;
  await expect(loader.loadRecaptcha('en')).resolves.toBe(api);
  expect(scriptTags()).toHaveLength(0);
});
