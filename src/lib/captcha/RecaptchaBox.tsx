import { useEffect, useId, useRef, useState } from 'react';
import { loadRecaptcha, type Grecaptcha } from './recaptcha-script';
import './captcha.css';

export interface RecaptchaTexts {
  loading: string;
  /** The script did not load (blocked, offline, too slow): the form cannot be sent. */
  unavailable: string;
  retry: string;
}

/** Google's checkbox is 304 px wide; narrower than that (a 320 px phone) it gets the compact box. */
const NORMAL_WIDTH = 304;

/**
 * Google's reCAPTCHA v2 checkbox. Its script cannot work inside a shadow root (the challenge frame
 * looks for the checkbox frame through the document and never finds it), so the box is rendered
 * into an element in the page's own DOM, a child of the widget's shadow host, and shown here through
 * a named <slot>. Without a shadow root (old browsers, the jsdom tests) the element sits in place.
 *
 * `onToken` gets Google's token on a tick and '' when it expires or fails; a new `resetKey` unticks.
 */
export function RecaptchaBox({
  siteKey,
  language,
  onToken,
  resetKey,
  texts,
}: {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  resetKey?: unknown;
  texts: RecaptchaTexts;
}) {
  const slotName = `sf-captcha-${useId().replace(/[^\w-]/g, '')}`;
  const anchor = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(siteKey ? 'loading' : 'failed');
  const [attempt, setAttempt] = useState(0);
  const tokenTo = useRef(onToken);
  useEffect(() => {
    tokenTo.current = onToken;
  });

  useEffect(() => {
    const place = anchor.current;
    if (!place || !siteKey) return;
    let live = true;
    const holder = document.createElement('div');
    const root = place.getRootNode();
    if (root instanceof ShadowRoot) {
      holder.slot = slotName;
      root.host.appendChild(holder);
    } else {
      place.appendChild(holder);
    }
    const width = place.clientWidth;
    loadRecaptcha(language)
      .then((api) => {
        if (!live) return;
        // Google's render throws on a key or container it refuses: that is a box that cannot show, too.
        const id = api.render(holder, {
          sitekey: siteKey,
          size: width > 0 && width < NORMAL_WIDTH ? 'compact' : 'normal',
          callback: (token) => tokenTo.current(typeof token === 'string' ? token : ''),
          'expired-callback': () => tokenTo.current(''),
          'error-callback': () => tokenTo.current(''),
        });
        widget.current = { api, id };
        setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
      widget.current = null;
      holder.remove();
    };
  }, [siteKey, language, slotName, attempt]);

  // A refused submit unticks the box: Google's tokens are good for one check, and a new one is needed.
  const firstKey = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstKey.current) return;
    firstKey.current = resetKey;
    const shown = widget.current;
    if (!shown) return;
    shown.api.reset(shown.id);
    tokenTo.current('');
  }, [resetKey]);

  return (
    <div className="sf-captcha">
      <div ref={anchor} className="sf-captcha__box" hidden={state === 'failed'}>
        <slot name={slotName} />
      </div>
      {state === 'loading' && (
        <p className="sf-hint" aria-live="polite">
          {texts.loading}
        </p>
      )}
      {state === 'failed' && (
        <div role="alert" className="sf-captcha__failed">
          <p>{texts.unavailable}</p>
          {siteKey && (
            <button
              type="button"
              className="sf-button sf-button--link"
              onClick={() => {
                setState('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {texts.retry}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
