import { expect, test, type Page } from '@playwright/test';
import { mailLink } from './account-support';
import { post } from './buying-support';
import { productCards, signIn, widgetReady, type Card } from './support';

/**
 * The demo shop in Arabic (its language file examples/server/seed/lang/ar*.ts): the words the
 * widget brings along — home section titles, discount badges, the listing's filters button, the
 * product's reviews block, the cart's coupon box — read in Arabic, none is left in English, and the
 * widget is laid out right to left.
 */

/** The widget's own English for the labels on these screens, as the built-in fallback shows them. */
const ENGLISH =
  /Popular Categories|Today Deals|More Products|Customer Reviews|Write Your Own Review|No reviews yet|Filters \(\d+\)|Show results|Sort by|Enter Coupon Code|Show available coupons|Price Details|Sub Total|Shipping Cost|Grand Total|Proceed To Checkout|Add to cart|Select options|Out of stock|^Apply$|^off$|^Reviews$|^Out of/;

/**
 * The session's XHR headers, with the token read from a host page fetched outside the browser: no
 * widget request is out while the session changes (one would come back with a guest's cookie).
 */
async function asXhr(page: Page) {
  const host = await (await page.request.get('/')).text();
  const token = /<input[^>]*\bid="token"[^>]*\bvalue="([^"]+)"/.exec(host)?.[1] ?? '';
  return { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token };
}

/** The session's language, as the language switcher sets it (on a guest session, so no account keeps it). */
async function switchTo(page: Page, locale: 'ar' | 'en') {
  const answer = await page.request.get(`/change/locale/${locale}`, { headers: await asXhr(page) });
  expect(answer.ok()).toBeTruthy();
}

/** The widget's text and the labels assistive technology reads out, one entry per text node or label. */
function widgetTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.querySelector('[data-storefront]')!;
    const root = (host.shadowRoot ?? host).querySelector('.sf-root')!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('style, script')) texts.push((node.textContent ?? '').trim());
    }
    for (const element of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')))
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    return texts.filter(Boolean);
  });
}

async function expectNoEnglish(page: Page, screen: string) {
  await expect(page.locator('.sf-root')).toHaveAttribute('dir', 'rtl');
  const english = (await widgetTexts(page)).filter((text) => ENGLISH.test(text));
  expect({ screen, english }).toEqual({ screen, english: [] });
}

const main = (page: Page) => page.locator('.sf-root #sf-main');

test.describe.configure({ mode: 'serial' });

test('in Arabic, home, a listing and a product with reviews show the widget words in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  await switchTo(page, 'ar');
  try {
    await page.goto('/');
    await widgetReady(page);
    await expect(main(page).getByRole('heading', { name: 'الفئات الشائعة' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'عروض اليوم' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'المزيد من المنتجات' }).first()).toBeVisible();
    const badges = main(page).getByTestId('discount-badge');
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.allTextContents()) expect(badge).toMatch(/^خصم /);
    await expectNoEnglish(page, 'home');

    // On a phone the listing's filters sit behind a button that counts them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await expect(main(page).getByRole('button', { name: 'الفلاتر (0)' })).toBeVisible();
    await expect(main(page).locator('article.sf-card').first()).toBeVisible();
    await expectNoEnglish(page, 'listing');
    // The demo shop's Latin name, cut to fit the phone's header, keeps its beginning ("Yoori Demo…"),
    // as it would on an English page; laid out right to left it lost it ("…emo Store").
    const name = page.locator('.sf-root .sf-logo span');
    expect(await name.evaluate((el) => [getComputedStyle(el).direction, el.scrollWidth > el.clientWidth])).toEqual(['ltr', true]);
    await page.setViewportSize({ width: 1280, height: 900 });

    const cards = (await productCards(page.request, 'route=all.products&sort=top_rated&paginate=48')) as Array<
      Card & { reviews_count?: number }
    >;
    const reviewed = cards.sort((a, b) => Number(b.reviews_count ?? 0) - Number(a.reviews_count ?? 0))[0];
    expect(Number(reviewed.reviews_count)).toBeGreaterThan(1);
    await page.goto(`/product/${reviewed.slug}`);
    // The block's words are Arabic around the shoppers' own (the seed's reviews are written in English).
    const reviews = main(page).getByRole('heading', { name: 'تقييمات العملاء' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toBeVisible();
    await expect(main(page).locator('.sf-review').first()).toBeVisible();
    await expectNoEnglish(page, 'product with reviews');
  } finally {
    await switchTo(page, 'en');
  }
});

test("in Arabic, the cart's coupon box and price details are in Arabic", async ({ page }) => {
  test.setTimeout(90_000);
  // A shopper of its own, so no other test sees this cart; Arabic chosen before signing in.
  const email = `arabic${Date.now()}@example.com`;
  const registered = await page.request.post('/register', {
    data: { first_name: 'Rana', last_name: 'Arabic', email, password: 'password123', password_confirmation: 'password123' },
    headers: await asXhr(page),
  });
  expect(registered.ok()).toBeTruthy();
  expect((await page.request.get(await mailLink(page.request, email, /\/activation\//))).ok()).toBeTruthy();
  await switchTo(page, 'ar');
  await signIn(page, email);
  try {
    const card = (await productCards(page.request)).find((c) => !c.has_variant && c.current_stock >= 10)!;
    await post(page, '/user/addToCart', { id: card.id, quantity: 1, variants_ids: '', variants_name: '', trx_id: '' });
    await page.goto('/cart');
    await expect(main(page).getByLabel('أدخل رمز القسيمة').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'تطبيق' }).first()).toBeVisible();
    await expect(main(page).getByText('عرض القسائم المتاحة').first()).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'تفاصيل السعر' })).toBeVisible();
    await expectNoEnglish(page, 'cart');
  } finally {
    await switchTo(page, 'en');
  }
});
