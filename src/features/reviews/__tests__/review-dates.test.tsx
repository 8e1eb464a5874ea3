import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageFile } from '../../../../examples/server/seed/lang';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// The backend writes a review's and a reply's date in English words ("19 May 2025",
// test/contract/catalogue/product-reviews.json); the block shows them in the active language.
useBackend();
jest.setTimeout(20_000);

const PRODUCT = '/product/kestrel-linen-blend-overshirt';

beforeEach(() => {
  server.use(
    http.get(`${BASE_URL}/home/product-reviews/:id`, () => HttpResponse.json(fixtureAnswer('catalogue/product-reviews', 'page-1'))),
  );
});

async function datesOfAlexsReview(page: ReturnType<typeof shell>): Promise<string[]> {
  await mountApp(PRODUCT, page);
  const review = await screen.findByRole('article', { name: 'Alex Hughes' });
  return Array.from(review.querySelectorAll('.sf-review__date'), (date) => date.textContent ?? '');
}

describe("a review's dates", () => {
  it('read in English words in English', async () => {
    expect(await datesOfAlexsReview(shell())).toEqual(['May 19, 2025', 'May 20, 2025']);
  });

  it('read in Arabic words in Arabic', async () => {
    server.use(http.get(`${BASE_URL}/resources/lang/ar.json`, () => HttpResponse.json(languageFile('ar'))));
    const arabic = { id: 2, name: 'Arabic', locale: 'ar', text_direction: 'rtl' as const };
    const dates = await datesOfAlexsReview(shell({ active_language: arabic }, { lang_file: `${BASE_URL}/resources/lang/ar.json` }));
    expect(dates).toHaveLength(2);
    for (const date of dates) expect(date).toMatch(/مايو/);
    expect(within(screen.getByRole('article', { name: 'Alex Hughes' })).queryByText(/May/)).not.toBeInTheDocument();
  });
});
