import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

/** One static page in the footer: an in-widget link to another screen that needs no data. */
const OUR_STORY = 'Our story';
const withOurStory = () => shell({ pages: [{ title: OUR_STORY, link: 'our-story' }] });

/** A category listing with one brand filter and two pages (the results themselves are not the point). */
function useListingBackend() {
  server.use(
    http.get(`${BASE_URL}/home/filter_data`, () =>
      HttpResponse.json({
        categories: [],
        brands: { data: [{ id: 5, slug: 'acme', title: 'Acme', image_130x93: '' }] },
        attributes: [],
        colors: { data: [] },
        price_range: { min: 0, max: 500 },
      }),
    ),
    http.get(`${BASE_URL}/home/filtered_products`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json({
        type: 'category',
        slug: 'shoes',
        page: { title: 'Shoes' },
        products: { data: [], total: 30, per_page: 24, current_page: page, last_page: 2 },
      });
    }),
  );
}

/**
 * A host page with its own content above the widget. jsdom has no layout, so the widget's
 * position in the viewport is stubbed: `widgetTop` is where the widget's top edge is (negative:
 * scrolled past, above the viewport).
 */
let widgetTop = 0;
let scrollIntoView: jest.Mock;
let scrollTo: jest.SpyInstance;
let scrollBy: jest.Mock;

function rect(top: number): DOMRect {
  return { top, bottom: top + 1000, left: 0, right: 800, width: 800, height: 1000, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
}

beforeEach(() => {
  // The header's category menu; empty, it is not what these tests are about.
  server.use(http.get(`${BASE_URL}/sidebar/categories`, () => HttpResponse.json({ categories: [] })));
  widgetTop = 0;
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rect(this.classList.contains('sf-root') ? widgetTop : 0);
  });
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollTo = jest.spyOn(window, 'scrollTo');
  scrollBy = jest.fn();
  window.scrollBy = scrollBy;
});
const original = { scrollIntoView: Element.prototype.scrollIntoView, scrollBy: window.scrollBy, matchMedia: window.matchMedia };
afterEach(() => {
  jest.restoreAllMocks();
  Element.prototype.scrollIntoView = original.scrollIntoView;
  window.scrollBy = original.scrollBy;
  window.matchMedia = original.matchMedia;
});

async function mountUnderHostContent(path: string) {
  const app = await mountApp(path, withOurStory());
  const hostContent = document.createElement('article');
  hostContent.innerHTML = '<h2>The shop owner’s own page</h2><p>Lots of text above the shop.</p>';
  app.element.before(hostContent);
  return app;
}

const widgetRoot = () => document.querySelector<HTMLElement>('.sf-root')!;
const windowScrolls = () => scrollTo.mock.calls.length + scrollBy.mock.calls.length;

function preferReducedMotion() {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('first load', () => {
  it('neither moves focus nor scrolls, so Tab reaches the skip link first', async () => {
    widgetTop = -600; // e.g. the browser restored a scroll position on reload
    await mountUnderHostContent('/track-order');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(windowScrolls()).toBe(0);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Skip to content' })).toHaveFocus();
  });

  it('stays put when a guest is redirected to sign-in on arrival', async () => {
    widgetTop = -600;
    await mountUnderHostContent('/user/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('a later navigation inside the widget', () => {
  it('scrolls the widget’s top (not the window’s) into view when it is above the viewport, and focuses the new heading', async () => {
    await mountUnderHostContent('/track-order');
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    widgetTop = -800;
    await userEvent.click(await screen.findByRole('link', { name: OUR_STORY }));
    await waitFor(() => expect(window.location.pathname).toBe('/page/our-story'));
    // Queried inside waitFor: the URL changes before React has rendered the new screen.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(widgetRoot());
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(windowScrolls()).toBe(0);
  });

  it('does not scroll when the widget’s top is already visible', async () => {
    await mountUnderHostContent('/track-order');
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    widgetTop = 120;
    await userEvent.click(await screen.findByRole('link', { name: OUR_STORY }));
    await waitFor(() => expect(window.location.pathname).toBe('/page/our-story'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(windowScrolls()).toBe(0);
  });

  it('does not scroll smoothly for a shopper who prefers reduced motion', async () => {
    preferReducedMotion();
    await mountUnderHostContent('/track-order');
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    widgetTop = -800;
    await userEvent.click(await screen.findByRole('link', { name: OUR_STORY }));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' }));
  });

  it('leaves scrolling to the browser on back, but still moves focus to the heading', async () => {
    await mountUnderHostContent('/track-order');
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    await userEvent.click(await screen.findByRole('link', { name: OUR_STORY }));
    await waitFor(() => expect(window.location.pathname).toBe('/page/our-story'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    scrollIntoView.mockClear();
    widgetTop = -800;
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/track-order'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Track Order' })).toHaveFocus());
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(windowScrolls()).toBe(0);
  });
});

describe('query changes on a listing', () => {
  it('a filter keeps focus on itself and does not scroll; a page-number link moves to the results heading', async () => {
    useListingBackend();
    await mountUnderHostContent('/category/shoes');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shoes' });
    widgetTop = -400;

    const filter = await screen.findByRole('checkbox', { name: 'Acme' });
    await userEvent.click(filter);
    await waitFor(() => expect(window.location.search).toBe('?brand=5'));
    expect(filter).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(window.location.search).toBe('?brand=5&page=2'));
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(widgetRoot());
    expect(windowScrolls()).toBe(0);
  });
});
