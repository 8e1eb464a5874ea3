import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { seriousViolations } from '../../../../test/unit/support/axe';

useBackend();

const BLOGS = `${BASE_URL}/home/blogs`;
const CATEGORIES = `${BASE_URL}/load/blog-categories`;

const cards = (name = 'All Blogs') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

/** Page 1 and 2 of the fixture, whatever sort the request names (the fixture's page cases leave `sort` out). */
function pagedBlogs() {
  server.use(
    http.get(BLOGS, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page');
      return HttpResponse.json(fixtureAnswer('content/blogs', page === '2' ? 'page-2' : page === '3' ? 'last-page' : 'page-1'));
    }),
  );
}

async function openBlogs(path = '/blogs') {
  const mounted = await mountApp(path);
  await screen.findByRole('link', { name: 'Smart Home Starter Kit: Where to Begin' });
  return mounted;
}

describe('/blogs', () => {
  it('shows cards with thumbnail, title linking to the post and short text, asks without `slug`, and lists the categories', async () => {
    await openBlogs();
    expect(screen.getByRole('heading', { level: 1, name: 'All Blogs' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Smart Home Starter Kit: Where to Begin' });
    expect(link).toHaveAttribute('href', '/blog/smart-home-starter-kit');
    const card = link.closest('article')!;
    expect(within(card).getByText(/^Plugs, bulbs, speakers and sensors/)).toBeInTheDocument();
    const thumb = card.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', 'http://shop.test/images/blog/13-260x175.svg');
    expect(thumb).toHaveAttribute('width', '260');
    expect(thumb).toHaveAttribute('height', '175');
    await settled();
    const [first] = requestsTo('home/blogs');
    expect(first.url.searchParams.get('page')).toBe('1');
    expect(first.url.searchParams.get('sort')).toBe('newest');
    // The original filters by category whenever the key is present, and an empty one matches nothing.
    expect(requestsTo('home/blogs').every((r) => !r.url.searchParams.has('slug') && !r.url.searchParams.has('title'))).toBe(true);

    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tech Talk' })).toHaveAttribute('href', '/category-blogs/tech-talk');
  });

  it('appends further pages without repeating a card, then offers no more', async () => {
    pagedBlogs();
    await openBlogs();
    expect(cards()).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Rainy Day Activities for Kids' });
    expect(cards()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'Back to School Shopping List' });
    expect(cards()).toHaveLength(26);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 26 of 26')).toBeInTheDocument();
    expect([...new Set(requestsTo('home/blogs').map((r) => r.url.searchParams.get('page')))]).toEqual(['1', '2', '3']);
    // Further pages keep the filter.
    expect(requestsTo('home/blogs').every((r) => r.url.searchParams.get('sort') === 'newest')).toBe(true);
  });

  it('keeps sort and title search in the URL and in the request; back returns to the previous list', async () => {
    await openBlogs();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest');
    await waitFor(() => expect(cards()[0]).toBe('Gift Ideas for People Who Have Everything'));
    expect(window.location.search).toBe('?sort=oldest');
    await settled();
    expect(requestsTo('home/blogs').at(-1)!.url.searchParams.get('sort')).toBe('oldest');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    const search = screen.getByRole('searchbox', { name: 'Search blog' });
    await userEvent.type(search, 'laptop');
    await userEvent.click(within(screen.getByRole('search', { name: 'Search blog' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cards()).toEqual(['How to Choose the Right Laptop for Study and Work']));
    expect(window.location.search).toBe('?title=laptop');
    await settled();
    const last = requestsTo('home/blogs').at(-1)!.url.searchParams;
    expect([last.get('title'), last.get('sort'), last.has('slug')]).toEqual(['laptop', 'newest', false]);

    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('searchbox', { name: 'Search blog' })).toHaveValue('');
  });

  it('says so when a search finds nothing', async () => {
    await mountApp('/blogs?title=zzzz-nothing');
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search blog' })).toHaveValue('zzzz-nothing');
  });

  it('a category: filtered by its slug, marked current, and moving to another category reads the list again', async () => {
    await mountApp('/category-blogs/tech-talk');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Talk' })).toBeInTheDocument();
    await waitFor(() => expect(cards('Tech Talk')).toHaveLength(4));
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Tech Talk' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'All categories' })).not.toHaveAttribute('aria-current');
    await settled();
    expect(requestsTo('home/blogs').at(-1)!.url.searchParams.get('slug')).toBe('tech-talk');

    await userEvent.click(within(nav).getByRole('link', { name: 'All categories' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    await settled();
    expect(requestsTo('home/blogs').at(-1)!.url.searchParams.has('slug')).toBe(false);
  });

  it('"More categories" appends the next page of categories', async () => {
    await openBlogs();
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).queryByRole('link', { name: 'Buying Guides' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'More categories' }));
    expect(await within(nav).findByRole('link', { name: 'Buying Guides' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(1 + 16);
    expect(within(nav).queryByRole('button', { name: 'More categories' })).not.toBeInTheDocument();
    // (Page 1 may be asked twice: StrictMode runs the opening effect twice in development.)
    expect([...new Set(requestsTo('load/blog-categories').map((r) => r.url.searchParams.get('page')))]).toEqual(['1', '2']);
  });

  it('an unknown category is the not-found page (after all categories were looked through)', async () => {
    await mountApp('/category-blogs/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // (Page 1 may be asked twice: StrictMode runs the opening effect twice in development.)
    expect([...new Set(requestsTo('load/blog-categories').map((r) => r.url.searchParams.get('page')))]).toEqual(['1', '2']);
  });

  it('a known category without posts is an empty list, not a not-found', async () => {
    server.use(http.get(BLOGS, () => HttpResponse.json(fixtureAnswer('content/blogs', 'unknown-category'))));
    await mountApp('/category-blogs/archive');
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeInTheDocument();
  });

  it('a malformed answer says something went wrong, and trying again shows the list', async () => {
    let broken = true;
    server.use(
      http.get(BLOGS, () => HttpResponse.json(broken ? { blogs: { total: 3 } } : fixtureAnswer('content/blogs', 'newest'))),
      http.get(CATEGORIES, () => HttpResponse.json(fixtureAnswer('content/blog-categories', 'page-1'))),
    );
    await mountApp('/blogs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Smart Home Starter Kit: Where to Begin' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the server error is shown with a way to try again', async () => {
    server.use(http.get(BLOGS, () => HttpResponse.json(fixtureAnswer('content/blogs', 'malformed-utf8'))));
    await mountApp('/blogs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Malformed UTF-8 characters, possibly incorrectly encoded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no serious accessibility finding at phone and desktop widths', async () => {
    const { element } = await openBlogs();
    await screen.findByRole('navigation', { name: 'Categories' });
    expect(await seriousViolations(element)).toEqual([]);
  });
});
