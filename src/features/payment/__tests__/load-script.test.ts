/**
 * The provider script loader: one tag per URL however often it is asked for, the page's CSP nonce on
 * it, a clear error on failure or time-out (and a fresh try afterwards), nothing inline.
 */
import { setStyleNonce } from '../../../styles/style-registry';
import { loadScript, ScriptLoadError } from '../sdk/load-script';

const tags = (url: string) => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === url);

afterEach(() => {
  setStyleNonce(undefined);
  jest.useRealTimers();
  document.head.innerHTML = '';
});

it('adds one tag per URL with the data attributes and the page nonce, and resolves when it loads', async () => {
  setStyleNonce('n0nce');
  const url = 'https://www.paypal.com/sdk/js?client-id=a';
  const first = loadScript(url, { attributes: { 'data-namespace': 'paypal_sdk' } });
  const second = loadScript(url);
  expect(tags(url)).toHaveLength(1);
  const [tag] = tags(url);
  expect(tag.nonce).toBe('n0nce');
  expect(tag).toHaveAttribute('data-namespace', 'paypal_sdk');
  expect(tag).toHaveTextContent('');
  tag.dispatchEvent(new Event('load'));
  await expect(first).resolves.toBeUndefined();
  await expect(second).resolves.toBeUndefined();
  await loadScript(url);
  expect(tags(url)).toHaveLength(1);
});

it('a failed script rejects with a clear error, is taken away, and the next attempt adds a new tag', async () => {
  const url = 'https://js.paystack.co/v1/inline.js';
  const attempt = loadScript(url);
  tags(url)[0].dispatchEvent(new Event('error'));
  await expect(attempt).rejects.toThrow(new ScriptLoadError(url, 'failed'));
  expect(tags(url)).toHaveLength(0);
  void loadScript(url);
  expect(tags(url)).toHaveLength(1);
});

it('gives up after the time-out', async () => {
  jest.useFakeTimers();
  const url = 'https://checkout.flutterwave.com/v3.js';
  const attempt = loadScript(url, { timeoutMs: 5000 });
  jest.advanceTimersByTime(5000);
  await expect(attempt).rejects.toMatchObject({ reason: 'timeout', message: `The payment script did not load in time: ${url}` });
  expect(tags(url)).toHaveLength(0);
});
