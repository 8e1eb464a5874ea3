import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { PHONE_QUERY } from '../use-media-query';

// home/filtered_products answers from test/contract/catalogue/filtered-products.json ("category":
// 16 products in fashion; "page-past-end": page 9 of 1; "unknown-category": {error}; "brand-unknown":
// page ""), home/filter_data from catalogue/filter-data.json (brands Aurora 18, Cobalt 17).
useBackend();

type Listing = { products: { data: unknown[]; total: number; last_page: number; total_pages: number; current_page: number } };
const LISTING = `${BASE_URL}/home/filtered_products`;
const listingCalls = () => requestsTo('home/filtered_products').map((r) => r.url.searchParams);

describe('a page number past the end', () => {
  it('says so instead of showing an empty grid, with a link back to page 1', async () => {
    await mountApp('/category/fashion?page=9');
    expect(await screen.findByText('Page 9 is past the end of these results.')).toBeInTheDocument();
    // The fixture's totals are real: 16 products, one page, so there is no separate "last page" link.
    expect(screen.getByRole('status')).toHaveTextContent('16 products found');
    expect(screen.queryByRole('link', { name: /last page/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Page' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(listingCalls().at(-1)?.get('page')).toBe('1');
  });

  it('links to the last page when there are several', async () => {
    const past = fixtureAnswer<Listing>('catalogue/filtered-products', 'page-past-end');
    const first = fixtureAnswer<Listing>('catalogue/filtered-products', 'category');
    server.use(
      http.get(LISTING, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const body = page > 3 ? past : first;
        return HttpResponse.json({ ...body, products: { ...body.products, total: 60, last_page: 3, total_pages: 3, current_page: page } });
      }),
    );
    await mountApp('/category/fashion?sort=oldest&page=7');
    await userEvent.click(await screen.findByRole('link', { name: 'Go to the last page (3)' }));
    await waitFor(() => expect(listingCalls().at(-1)?.get('page')).toBe('3'));
    // The sort the shopper chose stays.
    expect(listingCalls().at(-1)?.get('sort')).toBe('oldest');
    expect(await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' })).toBeInTheDocument();
  });
});

describe('an unknown category or brand', () => {
  it('shows the not-found page for a category the shop does not have ({error} answer)', async () => {
    await mountApp('/category/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/on null/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(document.title).toBe('Not Found | Yoori Demo Store');
  });

  it('does not depend on the PHP wording of that error (PHP 7 hosts)', async () => {
    server.use(http.get(LISTING, () => HttpResponse.json(fixtureAnswer('catalogue/filtered-products', 'unknown-category-php7'))));
    await mountApp('/category/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/non-object/)).not.toBeInTheDocument();
  });

  it('shows the not-found page for a brand the shop does not have (page "")', async () => {
    await mountApp('/brand/no-such-brand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
  });

  it('still lists a known brand', async () => {
    await mountApp('/brand/nordwave');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});

describe('active-filter chips', () => {
  const chips = () => within(screen.getByRole('list', { name: 'Active filters' }));

  it('names each active filter, removes one at a time and moves focus to the next chip', async () => {
    await mountApp('/category/fashion?brand=18&rating=4&attr=2&min=10&max=80');
    const brand = await screen.findByRole('button', { name: 'Remove filter Brand: Aurora' });
    expect(brand).toHaveTextContent('Brand: Aurora');
    expect(chips().getByRole('button', { name: 'Remove filter Size: M' })).toBeInTheDocument();
    expect(chips().getByRole('button', { name: 'Remove filter Rating: 4 ★' })).toBeInTheDocument();
    expect(chips().getByRole('button', { name: /^Remove filter Price: .*10.*80/ })).toBeInTheDocument();
    expect(chips().getAllByRole('button')).toHaveLength(4);

    await userEvent.click(brand);
    await waitFor(() => expect(window.location.search).toBe('?rating=4&attr=2&min=10&max=80'));
    expect(chips().getAllByRole('button')).toHaveLength(3);
    // Focus takes the removed chip's place, so a keyboard user can go on removing.
    expect(chips().getByRole('button', { name: 'Remove filter Size: M' })).toHaveFocus();
    await waitFor(() => expect(listingCalls().at(-1)?.getAll('brand[]')).toEqual([]));
    expect(listingCalls().at(-1)?.getAll('attribute_value_id[]')).toEqual(['2']);
  });

  it('a removed last chip hands focus to the previous one, then to the results count', async () => {
    await mountApp('/category/fashion?color=12&rating=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter Rating: 5 ★' }));
    expect(await screen.findByRole('button', { name: 'Remove filter Color: Orange' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('clears all filters, keeping the sort', async () => {
    await mountApp('/category/fashion?brand=17&color=11&sort=top_rated');
    await screen.findByRole('button', { name: 'Remove filter Brand: Cobalt' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(window.location.search).toBe('?sort=top_rated'));
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('shows no chips without filters', async () => {
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});

describe('the filter sheet on phones', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  /** The listing's answer with `total` products when a brand is chosen (18 → 3, 17 → 5), else the fixture's 16. */
  function countingBackend(hold?: Promise<void>) {
    server.use(
      http.get(LISTING, async ({ request }) => {
        const brand = new URL(request.url).searchParams.getAll('brand[]');
        const body = fixtureAnswer<Listing>('catalogue/filtered-products', 'category');
        if (brand.length === 0) return HttpResponse.json(body);
        if (brand.includes('18') && hold) await hold;
        const total = brand.includes('17') ? 5 : 3;
        return HttpResponse.json({ ...body, products: { ...body.products, total, data: body.products.data.slice(0, total) } });
      }),
    );
  }

  it('opens from "Filters (n)", keeps choices pending until "Show n products", and counts them', async () => {
    countingBackend();
    await mountApp('/category/fashion?rating=5');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    // No sidebar on phones: a button with the number of active filters.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Filters (1)' });
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // The applied choice's count is known already (the listing on screen).
    expect(within(sheet).getByRole('button', { name: 'Show 16 products' })).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Aurora' }));
    expect(within(sheet).getByRole('checkbox', { name: 'Aurora' })).toBeChecked();
    expect(await within(sheet).findByRole('button', { name: 'Show 3 products' })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('3 products found');
    // Nothing applied yet: the address and the results behind the sheet are unchanged.
    expect(window.location.search).toBe('?rating=5');
    expect(listingCalls().at(-1)?.getAll('brand[]')).toEqual(['18']);

    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 3 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('?brand=18&rating=5');
    expect(await screen.findByText('3 products found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  it('discards pending choices on Close and on Escape', async () => {
    countingBackend();
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters (0)' }));
    let sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Cobalt' }));
    await userEvent.type(within(sheet).getByRole('spinbutton', { name: 'Max' }), '80');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (0)' }));
    sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Cobalt' })).not.toBeChecked();
    expect(within(sheet).getByRole('spinbutton', { name: 'Max' })).toHaveValue(null);
    // Escape discards too.
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Aurora' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('never lets an older count replace a newer one', async () => {
    let release!: () => void;
    countingBackend(new Promise<void>((resolve) => (release = resolve)));
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters (0)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // Aurora's count is asked and held; then the shopper swaps it for Cobalt.
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Aurora' }));
    await waitFor(() => expect(listingCalls().at(-1)?.getAll('brand[]')).toEqual(['18']));
    expect(within(sheet).getByRole('button', { name: 'Show results' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Aurora' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Cobalt' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 5 products' })).toBeInTheDocument();
    // The held answer for Aurora (3) arrives late and changes nothing.
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(sheet).getByRole('button', { name: 'Show 5 products' })).toBeInTheDocument();
  });
});

describe('listing images', () => {
  it('loads the first card image at once and ahead of the rest; the others lazily; every one with its size', async () => {
    await mountApp('/category/fashion');
    await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' });
    const images = [...document.querySelectorAll<HTMLImageElement>('.sf-listing__results .sf-card img')];
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
    for (const image of images) expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['190', '230']);
  });

  it('shows card-shaped placeholders while the first page loads, hidden from assistive technology', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(LISTING, async () => {
        await held;
        return HttpResponse.json(fixtureAnswer('catalogue/filtered-products', 'category'));
      }),
    );
    await mountApp('/category/fashion');
    await waitFor(() => expect(document.querySelectorAll('.sf-card--skeleton').length).toBeGreaterThan(0));
    const placeholders = document.querySelector('.sf-card--skeleton')!.closest('ul')!;
    expect(placeholders).toHaveAttribute('aria-hidden', 'true');
    expect(placeholders).toHaveClass('sf-grid');
    expect(document.querySelector('.sf-card--skeleton .sf-skeleton__image')).not.toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('article', { name: 'Kestrel Essential Tote Bag' })).toBeInTheDocument();
    expect(document.querySelector('.sf-card--skeleton')).toBeNull();
  });
});
