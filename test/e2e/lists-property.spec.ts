import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { api, widgetReady } from './support';

/**
 * The property: random sequences of wishlist and compare toggles (single clicks and quick
 * double clicks), signing in and signing out, run in the real widget against the reference
 * server, end with the widget's lists equal to the server's, and the server's wishlist never
 * holds a product twice (the original has no duplicate check, so a duplicate would mean the
 * widget sent an add twice). `LISTS_RUNS` sets the number of sequences (default 4, of up to 10
 * steps each).
 */
const EMAIL = 'lists@example.com';
const RUNS = Number(process.env.LISTS_RUNS ?? 4);
const PRODUCTS = 4;
const LISTING = '/products/all?sort=newest&page=1';
const root = (page: Page) => page.locator('.sf-root #sf-main');

type Step =
  { kind: 'wish'; at: number; twice: boolean } | { kind: 'compare'; at: number; twice: boolean } | { kind: 'signIn' } | { kind: 'signOut' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('wish' as const), at: fc.nat(PRODUCTS - 1), twice: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('compare' as const), at: fc.nat(PRODUCTS - 1), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signIn' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'signOut' as const }) },
);

interface Wishlists {
  wishlist: { data: Array<{ product: { id: number } }>; next_page_url: string | null };
}
interface CompareList {
  products: Array<{ id: number; product_name: string }>;
}

/** The server's lists for this browser's session: wishlisted product ids (duplicates kept) and compare names. */
async function serverLists(page: Page) {
  const wished: number[] = [];
  for (let n = 1; n < 20; n += 1) {
    const { wishlist } = await api<Wishlists>(page.request, `/user/wishlists?page=${n}`);
    wished.push(...wishlist.data.map((row) => row.product.id));
    if (!wishlist.next_page_url) break;
  }
  const { products } = await api<CompareList>(page.request, '/home/compare-list');
  return { wished, compared: products.map((p) => p.product_name).sort() };
}

async function signedIn(page: Page) {
  return (await page.locator('.sf-root header').getByRole('button', { name: 'Logout' }).count()) > 0;
}

async function signInThroughScreen(page: Page) {
  await page.goto('/login');
  await root(page)
    .getByLabel(/^Email/)
    .fill(EMAIL);
  await root(page).getByLabel('Password').fill('password123');
  await root(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.sf-root header').getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Starts a sequence from empty lists, signed out, on the listing. */
async function reset(page: Page) {
  await page.context().clearCookies();
  await signInThroughScreen(page);
  for (let pass = 0; pass < 5; pass += 1) {
    const { wished, compared } = await serverLists(page);
    if (!wished.length && !compared.length) break;
    const token = await page.locator('input#token').inputValue();
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token };
    for (const id of new Set(wished)) await page.request.get(`/user/remove-wishlist-product/${id}`, { headers });
    const { products } = await api<CompareList>(page.request, '/home/compare-list');
    for (const p of products) await page.request.get(`/home/remove-compare_product/${p.id}`, { headers });
  }
  await page.context().clearCookies();
  await page.goto(LISTING);
  await widgetReady(page);
}

const card = (page: Page, name: string) => root(page).getByRole('article', { name, exact: true });

async function run(page: Page, names: string[], steps: Step[]) {
  for (const s of steps) {
    if (s.kind === 'signIn') {
      if (await signedIn(page)) continue;
      await signInThroughScreen(page);
      await page.goto(LISTING);
    } else if (s.kind === 'signOut') {
      if (!(await signedIn(page))) continue;
      await page.locator('.sf-root header').getByRole('button', { name: 'Logout' }).click();
      await expect(page.locator('.sf-root header').getByRole('link', { name: /Login|Sign in/ })).toBeVisible();
      // Logout ends on the login page; back to the listing in-app, so the widget's own
      // state after the logout is what the next steps and the final check see.
      await expect(page).toHaveURL(/\/login$/);
      await page.goBack();
      await expect(card(page, names[0])).toBeVisible();
    } else {
      // A guest's heart only asks to sign in: the property covers signed-in wishlists.
      if (s.kind === 'wish' && !(await signedIn(page))) continue;
      const label = s.kind === 'wish' ? 'Wishlist' : 'Compare';
      const button = card(page, names[s.at]).getByRole('button', { name: `${label}: ${names[s.at]}` });
      await button.click();
      if (s.twice) await button.click();
    }
  }
}

/** What the widget shows for the listing's first cards, and its header counts. */
async function widgetLists(page: Page, names: string[]) {
  const wished: string[] = [];
  const compared: string[] = [];
  for (const name of names) {
    const c = card(page, name);
    if ((await c.getByRole('button', { name: `Wishlist: ${name}` }).getAttribute('aria-pressed')) === 'true') wished.push(name);
    if ((await c.getByRole('button', { name: `Compare: ${name}` }).getAttribute('aria-pressed')) === 'true') compared.push(name);
  }
  const count = async (id: string) => Number(await page.locator(`.sf-root header [data-testid="${id}"]`).textContent());
  return {
    wished: wished.sort(),
    compared: compared.sort(),
    wishCount: await count('count-wishlist'),
    compareCount: await count('count-compare-list'),
  };
}

test('random add, remove, sign-in and sign-out sequences leave the widget’s wishlist and compare list equal to the server’s', async ({
  page,
}) => {
  test.setTimeout(RUNS * 90_000 + 60_000);
  await page.goto(LISTING);
  await widgetReady(page);
  await expect(root(page).locator('article.sf-card').first()).toBeVisible();
  const names = (
    await root(page)
      .locator('article.sf-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))
  ).slice(0, PRODUCTS);
  expect(names).toHaveLength(PRODUCTS);
  const idOf = new Map<string, number>();

  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      await reset(page);
      await run(page, names, steps);
      if (!idOf.size) {
        const { products } = await api<{ products: { data: Array<{ id: number; product_name: string }> } }>(
          page.request,
          '/home/filtered_products?route=all.products&sort=newest&paginate=48',
        );
        for (const p of products.data) idOf.set(p.product_name, p.id);
      }
      // Every toggle has had its answer once the widget and the server agree; a mismatch that lasts is the failure.
      const compareBoth = async () => {
        const server = await serverLists(page);
        const shown = await widgetLists(page, names);
        const signedInNow = await signedIn(page);
        const wished = signedInNow ? [...new Set(server.wished)].map((id) => names.find((n) => idOf.get(n) === id) ?? `#${id}`) : [];
        return {
          shown,
          expected: {
            wished: wished.sort(),
            wishCount: signedInNow ? server.wished.length : 0,
            compared: server.compared,
            compareCount: server.compared.length,
          },
          duplicates: server.wished.length - new Set(server.wished).size,
        };
      };
      await expect
        .poll(
          async () => {
            const { shown, expected } = await compareBoth();
            return JSON.stringify(shown) === JSON.stringify(expected);
          },
          { timeout: 10_000 },
        )
        .toBe(true)
        .catch(() => undefined);
      const { shown, expected, duplicates } = await compareBoth();
      expect(duplicates).toBe(0);
      expect(shown).toEqual(expected);
    }),
    {
      numRuns: RUNS,
      endOnFailure: true,
      // Found by CI: signing out last, after quick toggles while signed in.
      examples: [
        [
          [
            { kind: 'wish', at: 0, twice: false },
            { kind: 'signIn' },
            { kind: 'wish', at: 3, twice: false },
            { kind: 'wish', at: 2, twice: true },
            { kind: 'compare', at: 1, twice: false },
            { kind: 'compare', at: 0, twice: true },
            { kind: 'wish', at: 1, twice: true },
            { kind: 'signOut' },
          ],
        ],
      ],
    },
  );
});
