import { expect, test } from '@playwright/test';
import { productCards, widgetReady } from './support';

/** Faults a shopper on a 390 px phone sees and only a browser's layout shows. */
test.use({ viewport: { width: 390, height: 844 } });

test('search suggestions show whole names on up to two lines, with picture and price', async ({ page, request }) => {
  const [card] = await productCards(request);
  await page.goto('/');
  await widgetReady(page);
  await page.getByRole('button', { name: 'Search Product' }).click();
  // The first word of a real product name: the list then holds it.
  await page.getByRole('combobox', { name: /looking for|search/i }).fill(card.product_name.split(' ')[0]);
  const options = page.locator('.sf-root [role="listbox"] [role="option"]');
  await expect(options.first()).toBeVisible();
  const shown = await options.evaluateAll((nodes) =>
    nodes.map((option) => {
      const name = option.querySelector<HTMLElement>('.sf-suggest__name')!;
      const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
      return {
        text: name.textContent,
        // Nothing of the name is cut off, sideways or below its box.
        clipped: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
        lines: Math.round(name.getBoundingClientRect().height / lineHeight),
        picture: !!option.querySelector('img, .sf-suggest__img'),
        price: (option.querySelector('[data-testid="price"]')?.textContent ?? '').trim(),
      };
    }),
  );
  for (const option of shown) {
    expect(option, option.text!).toMatchObject({ clipped: false, picture: true });
    expect(option.lines, option.text!).toBeLessThanOrEqual(2);
    expect(option.price, option.text!).toMatch(/\d/);
  }
});

test('a long search word is shortened in the heading and never widens the page', async ({ page }) => {
  const word = 'Vertex'.repeat(60);
  await page.goto(`/products?q=${word}`);
  await widgetReady(page);
  const heading = page.locator('.sf-root main h1');
  await expect(heading).toContainText('Vertex');
  const box = (await heading.boundingBox())!;
  // At most three lines of the heading's type, inside the screen.
  const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight));
  expect(box.height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
