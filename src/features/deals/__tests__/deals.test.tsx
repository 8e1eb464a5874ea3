import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

interface Row {
  id: number;
  slug: string;
  product_name: string;
  end_date?: string | null;
  [key: string]: unknown;
}
interface Answer {
  products: { data: Row[]; next_page_url: string | null; [key: string]: unknown };
}

const FLASH = `${BASE_URL}/home/flash-sale-products`;
/** test/contract/catalogue/flash-sale-products.json: Ironbark Portable Resistance Bands X2 and Tidewater Vintage Honey Lite. */
const flashPage = () => fixtureAnswer<Answer>('catalogue/flash-sale-products', 'page-1');
const cards = () => screen.getAllByRole('article');

describe('/daily-deals, /gift-idea, /business-idea', () => {
  it.each([
    ['/daily-deals', 'home/daily-deals', 'Daily Deals', 'daily-deals'],
    ['/gift-idea', 'home/gift-idea', 'Gift Idea', 'gift-idea'],
    ['/business-idea', 'home/business-idea', 'Business Idea', 'business-idea'],
  ])('%s starts at page 1 with 12 a page and shows the cards with Add to cart', async (path, endpoint, title, fixture) => {
    const first = fixtureAnswer<Answer>(`catalogue/${fixture}`, 'page-1').products.data[0];
    await mountApp(path, shell());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: first.product_name });
    expect(within(card).getByRole('link', { name: first.product_name })).toHaveAttribute('href', `/product/${first.slug}`);
    expect(within(card).getByRole('button', { name: `Add to cart: ${first.product_name}` })).toBeInTheDocument();
    const query = requestsTo(endpoint)[0].url.searchParams;
    expect([query.get('page'), query.get('paginate')]).toEqual(['1', '12']);
  });

  it('appends the next page', async () => {
    const first = fixtureAnswer<Answer>('catalogue/gift-idea', 'page-1');
    first.products.next_page_url = `${BASE_URL}/home/gift-idea?page=2`;
    const second = structuredClone(first);
    second.products.next_page_url = null;
    second.products.data = [{ ...first.products.data[0], id: 999, slug: 'new-one', product_name: 'A New Gift' }];
    server.use(
      http.get(`${BASE_URL}/home/gift-idea`, ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('page') === '2' ? second : first),
      ),
    );
    await mountApp('/gift-idea', shell());
    await screen.findByRole('article', { name: first.products.data[0].product_name });
    const before = cards().length;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'A New Gift' });
    expect(cards()).toHaveLength(before + 1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('/flash-sale', () => {
  it('shows each product once (a product in two campaigns comes twice), in runs under one countdown or "Ended" each', async () => {
    const answer = flashPage();
    const [bands, honey] = answer.products.data;
    // A third product ends with the first: it joins its run, under the same countdown.
    answer.products.data.push({ ...honey, id: 777, slug: 'same-end', product_name: 'Same End Product', end_date: '2099-01-01 00:00:00' });
    bands.end_date = '2099-01-01 00:00:00';
    honey.end_date = '2024-01-01 00:00:00';
    // The same product again, from an older campaign that has ended.
    answer.products.data.push({ ...bands, campaign_slug: 'older', end_date: '2020-01-01 00:00:00' });
    server.use(http.get(FLASH, () => HttpResponse.json(answer)));
    await mountApp('/flash-sale', shell());
    expect(await screen.findByRole('heading', { level: 1, name: 'Flash Sale' })).toBeInTheDocument();
    await screen.findByRole('article', { name: bands.product_name });
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([bands.product_name, 'Same End Product', honey.product_name]);
    // One countdown per campaign end, above its run of cards, none inside a card.
    const runs = screen.getAllByRole('list', { name: 'Flash Sale' }).map((list) => list.parentElement!);
    expect(runs).toHaveLength(2);
    expect(within(runs[0]).getByRole('timer')).toHaveAccessibleName(/^Ends in \d+ days/);
    expect(within(runs[0]).getAllByRole('article')).toHaveLength(2);
    expect(within(runs[1]).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(runs[1]).getByText('Ended')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    for (const card of cards()) expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
    // Raw product models carry no minimum order quantity and no has_variant: no quick add, as the original.
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(requestsTo('home/flash-sale-products')[0].url.searchParams.get('page')).toBe('1');
  });
});
