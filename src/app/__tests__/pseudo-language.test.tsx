import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer, loadFixtures } from '../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../test/unit/support/mount-app';
import { ALL_ENGLISH_TEXTS } from '../text-coverage';

// A shop whose language file holds every key the widget knows, each wrapped in ⟦ ⟧. Whatever a
// screen then shows outside the brackets must be the shop's data (a product name, a price, a
// date) and never the widget's own English: that would stay English in an Arabic shop. Lint
// catches words written into JSX; this catches the rest (defaults in code, raw values shown as
// words, labels assembled from parts, the page title). The locale is Arabic, so anything formatted
// with Intl comes out in Arabic script and cannot pass as English either.
useBackend();

const LANG_FILE = `${BASE_URL}/resources/lang/pseudo.json`;
const PSEUDO = Object.fromEntries(Object.entries(ALL_ENGLISH_TEXTS).map(([key, english]) => [key, `⟦${english}⟧`]));
const arabic = shell().languages.find((language) => language.locale === 'ar')!;

/**
 * Every string in the original's answers (test/contract), and the text inside those holding HTML.
 * Not the language file's own answers: their English wordings are exactly what must not pass.
 */
function dataTexts(): { exact: Set<string>; all: string[] } {
  const exact = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      exact.add(value.trim());
      if (value.includes('<')) {
        const body = new DOMParser().parseFromString(value, 'text/html').body;
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) exact.add((node.textContent ?? '').trim());
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const fixture of loadFixtures()) {
    if (fixture.name.startsWith('shell/language-')) continue;
    for (const fixtureCase of Object.values(fixture.cases)) visit(fixtureCase.answer);
  }
  return { exact, all: [...exact] };
}
const DATA = dataTexts();

const SPOKEN = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
const WORDS = /[A-Za-z]{2,}/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text outside the brackets is the shop's data when it is a whole string of the answers, or a
 * link's name made from its address ("/campaign/tech-fest" → "Tech fest"). A text with a digit or
 * several words (an address line, a shortened description) may also be part of one. A single
 * hard-coded word ("Close") has to match whole, so a description that happens to hold it does not
 * let it through.
 */
function isData(text: string): boolean {
  if (DATA.exact.has(text)) return true;
  const slug = `/${text.toLowerCase().replace(/ /g, '-')}`;
  if (DATA.all.some((data) => data.endsWith(slug))) return true;
  if (!/\d/.test(text) && !/\s/.test(text)) return false;
  const bounded = new RegExp(`(^|[^A-Za-z0-9])${escape(text)}`);
  return DATA.all.some((data) => bounded.test(data));
}

const trim = (text: string) => text.replace(/^[\s(.…"“”'‘’|·–—-]+|[\s).…"“”'‘’|·–—-]+$/g, '');
const hasWords = (text: string) => WORDS.test(text);

/**
 * Whether a text holds words that are neither the language file's (inside ⟦ ⟧) nor the shop's
 * data. Each run between bracketed texts is data as a whole, or else piece by piece: the widget
 * joins data with separators (an address's fields, "name · email").
 */
function isWidgetEnglish(text: string): boolean {
  // Innermost first: a template may take another text as a parameter (⟦⟦Remove⟧: name⟧).
  let marked = text;
  while (/⟦[^⟦⟧]*⟧/.test(marked)) marked = marked.replace(/⟦[^⟦⟧]*⟧/g, '\u0000');
  return marked
    .split('\u0000')
    .map(trim)
    .some(
      (run) =>
        hasWords(run) &&
        !isData(run) &&
        run
          .split(/\s[·|–—-]\s|[,:;]\s/)
          .map(trim)
          .some((piece) => hasWords(piece) && !isData(piece)),
    );
}

/** The widget's English on screen: text nodes, the attributes assistive tech reads out, the title. */
function englishOnScreen(root: Element | ShadowRoot): string[] {
  const found = new Set<string>();
  if (isWidgetEnglish(document.title)) found.add(`document.title "${document.title}"`);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('style, script, template')) continue;
    const text = node.textContent ?? '';
    if (isWidgetEnglish(text)) found.add(`text "${text.trim()}" in <${parent?.tagName.toLowerCase()} class="${parent?.className}">`);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of SPOKEN) {
      const value = element.getAttribute(name);
      if (value !== null && isWidgetEnglish(value)) found.add(`${name}="${value}" on <${element.tagName.toLowerCase()}>`);
    }
  }
  return [...found];
}

/** Mounts the widget at `path` in the pseudo language and waits until the screen has settled. */
async function openInPseudo(path: string, signedIn = false): Promise<Element | ShadowRoot> {
  const page = shell(signedIn ? { user: signedInUser, active_language: arabic } : { active_language: arabic }, { lang_file: LANG_FILE });
  const { element } = await mountApp(path, page);
  const root = element.shadowRoot ?? element;
  // The skip link reads the pseudo text once the language file is in; the screen is done once its
  // heading is there and nothing is busy or a placeholder any more.
  expect(await screen.findByRole('button', { name: '⟦Skip to content⟧' })).toBeInTheDocument();
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(root.querySelector('[aria-busy="true"], .sf-skeleton')).toBeNull();
  });
  return root;
}

const englishLeftOn = async (path: string, signedIn = false) => englishOnScreen(await openInPseudo(path, signedIn));

beforeEach(() => {
  server.use(http.get(LANG_FILE, () => HttpResponse.json(PSEUDO)));
});

describe('every text on a screen comes from the language file', () => {
  test('the guard sees English the language file did not give', () => {
    expect(isWidgetEnglish('⟦Add to cart⟧')).toBe(false);
    expect(isWidgetEnglish('Skip to content')).toBe(true);
    expect(isWidgetEnglish('⟦Sold by⟧ Skip to content')).toBe(true);
    expect(isWidgetEnglish('Nordwave Studio Wireless Headphones')).toBe(false);
    expect(isWidgetEnglish('12 / 40 ×')).toBe(false);
    expect(isWidgetEnglish('⟦⟦Remove⟧: Nordwave Studio Wireless Headphones⟧')).toBe(false);
    expect(isWidgetEnglish('⟦⟦Remove⟧: Skip to content⟧ Skip to content')).toBe(true);
    expect(isWidgetEnglish('⟦Home⟧ | Yoori Demo Store')).toBe(false);
    expect(isWidgetEnglish('Skip to content | Yoori Demo Store')).toBe(true);
  });

  test.each([
    ['/'],
    ['/category/fashion'],
    ['/product/nordwave-studio-wireless-headphones'],
    ['/cart'],
    ['/login'],
    ['/register'],
    ['/blogs'],
    ['/brands'],
    ['/sellers'],
    ['/campaigns'],
    ['/daily-deals'],
    ['/contact'],
    ['/track-order'],
    ['/categories'],
    ['/flash-sale'],
    ['/gift-idea'],
    ['/campaign/tech-fest'],
    ['/blog/smart-home-starter-kit'],
    ['/shop/gadget-garage'],
    ['/video-shopping'],
    ['/video-shopping/weekend-grill-masterclass'],
    ['/page/about-us'],
    ['/compare-list'],
    ['/affiliate-program'],
    ['/register/seller'],
    ['/brand/nordwave'],
    ['/products?q=lamp'],
    ['/offer/products'],
    ['/best-selling/products'],
    ['/business-idea'],
    ['/reset-password'],
    ['/get-invoice/YR-4800000000'],
  ])('%s, as a guest', async (path) => {
    expect(await englishLeftOn(path)).toEqual([]);
  });

  test.each([
    ['/user/dashboard'],
    ['/user/order-history'],
    ['/user/addresses'],
    ['/user/wishlist'],
    ['/user/notification'],
    ['/user/gift-voucher'],
    ['/user/followed-shop'],
    ['/user/digital-product-orders'],
    ['/user/edit-profile'],
    ['/user/change-password'],
    ['/my-wallet'],
    ['/my-rewards'],
    ['/checkout'],
    ['/payment/YR-4800039595'],
    ['/invoice/seeddigitaltrx0000000001'],
    ['/user/user-to-seller'],
    ['/affiliate-dashboard'],
    ['/affiliate-payouts'],
    ['/affiliate-system'],
    ['/affiliate-register'],
  ])('%s, signed in', async (path) => {
    expect(await englishLeftOn(path, true)).toEqual([]);
  });

  test('after adding to the cart: the screen and the notice', async () => {
    const root = await openInPseudo('/product/nordwave-studio-wireless-headphones');
    await userEvent.click(screen.getAllByRole('button', { name: '⟦Add to cart⟧: Nordwave Studio Wireless Headphones' })[0]);
    const notice = await findNotice(fixtureAnswer<{ success: string }>('commerce/add-to-cart', 'added').success);
    // The notice is inside the widget, so the check below reads it too.
    expect(root.contains(notice)).toBe(true);
    expect(englishOnScreen(root)).toEqual([]);
  });
});
