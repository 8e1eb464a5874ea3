import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const PHONE = '(max-width: 760px)';
const nav = () => screen.getByRole('navigation', { name: 'All categories' });

/** The home page's header; the menu's categories come from sidebar/categories (its contract fixture). */
async function openHome() {
  await mountApp('/');
  await within(nav()).findByRole('link', { name: 'Fashion' });
}

describe('the header category menu on desktop', () => {
  it('first paints the top-level categories as plain links, with a link to all categories', async () => {
    await openHome();
    expect(within(nav()).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics');
    expect(within(nav()).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');
    // The panels' chunk has not been asked for: no disclosure button yet.
    expect(within(nav()).queryByRole('button', { name: /Subcategories/ })).not.toBeInTheDocument();
  });

  it('opens a category panel from the keyboard; Escape closes it and returns focus', async () => {
    await openHome();
    within(nav()).getByRole('link', { name: 'Electronics' }).focus();
    const toggle = await within(nav()).findByRole('button', { name: 'Subcategories of Fashion' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'T-Shirts' })).not.toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = within(nav())
      .getByRole('link', { name: 'T-Shirts' })
      .closest<HTMLElement>(`#${toggle.getAttribute('aria-controls')}`)!;
    expect(within(panel).getByRole('link', { name: "Men's Clothing" })).toHaveAttribute('href', '/category/men-s-clothing');
    expect(within(panel).getByRole('link', { name: 'T-Shirts' })).toHaveAttribute('href', '/category/t-shirts');
    expect(within(panel).getByRole('link', { name: 'View all Fashion' })).toHaveAttribute('href', '/category/fashion');
    // Tab goes from the button into the panel's links.
    await userEvent.tab();
    expect(within(panel).getByRole('link', { name: "Men's Clothing" })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(within(nav()).queryByRole('link', { name: 'T-Shirts' })).not.toBeInTheDocument();
  });

  it('opens one panel at a time, and opens on hover', async () => {
    await openHome();
    const fashion = within(nav()).getByRole('link', { name: 'Fashion' }).closest('li')!;
    // The pointer over the menu fetches the panels; then hovering a category opens its panel.
    await userEvent.hover(within(nav()).getByRole('link', { name: 'Electronics' }));
    await within(fashion).findByRole('button', { name: 'Subcategories of Fashion' });
    await userEvent.hover(fashion);
    expect(await within(nav()).findByRole('link', { name: 'Jackets' })).toBeInTheDocument();
    expect(within(fashion).getByRole('button', { name: 'Subcategories of Fashion' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(fashion);
    await waitFor(() => expect(within(nav()).queryByRole('link', { name: 'Jackets' })).not.toBeInTheDocument());
    const electronics = await within(nav()).findByRole('button', { name: 'Subcategories of Electronics' });
    electronics.focus();
    await userEvent.keyboard('{Enter}');
    expect(electronics).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Laptops' })).toBeVisible();
    await userEvent.hover(fashion);
    expect(within(fashion).getByRole('button', { name: 'Subcategories of Fashion' })).toHaveAttribute('aria-expanded', 'true');
    expect(electronics).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Laptops' })).not.toBeInTheDocument();
  });
});

describe('the header category menu on phones', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query === PHONE,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it("leaves the categories to the first screen's data, and reads them at once when the drawer opens", async () => {
    // The home's sections never come: the closed drawer's categories wait for them…
    server.use(http.get(`${BASE_URL}/home/page`, () => new Promise<never>(() => {})));
    await mountApp('/');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsTo('sidebar/categories')).toHaveLength(0);
    // …until the shopper opens the drawer.
    await userEvent.click(within(nav()).getByRole('button', { name: 'All categories' }));
    expect(await within(nav()).findByRole('button', { name: 'Fashion' })).toBeInTheDocument();
    expect(requestsTo('sidebar/categories')).toHaveLength(1);
  });

  it('drills down one level at a time, with Back, the level title focused', async () => {
    await openHome();
    const toggle = within(nav()).getByRole('button', { name: 'All categories' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fashion = await within(nav()).findByRole('button', { name: 'Fashion' });
    expect(within(nav()).getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');
    await userEvent.click(fashion);
    const title = await within(nav()).findByRole('heading', { name: 'Fashion' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(nav()).getByRole('link', { name: 'View all Fashion' })).toHaveAttribute('href', '/category/fashion');
    expect(within(nav()).getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/category/shoes');
    expect(within(nav()).queryByRole('button', { name: 'Electronics' })).not.toBeInTheDocument();

    await userEvent.click(within(nav()).getByRole('button', { name: "Men's Clothing" }));
    await waitFor(() => expect(within(nav()).getByRole('heading', { name: "Men's Clothing" })).toHaveFocus());
    expect(within(nav()).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/category/jackets');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(nav()).getByRole('button', { name: "Men's Clothing" })).toHaveFocus());
    expect(within(nav()).getByRole('heading', { name: 'Fashion' })).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(nav()).getByRole('button', { name: 'Fashion' })).toHaveFocus());
    expect(within(nav()).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('closes when the shopper follows a link', async () => {
    await openHome();
    await userEvent.click(within(nav()).getByRole('button', { name: 'All categories' }));
    await userEvent.click(await within(nav()).findByRole('button', { name: 'Electronics' }));
    await userEvent.click(await within(nav()).findByRole('link', { name: 'Laptops' }));
    await waitFor(() => expect(window.location.pathname).toBe('/category/laptops'));
    await waitFor(() => expect(within(nav()).getByRole('button', { name: 'All categories' })).toHaveAttribute('aria-expanded', 'false'));
    expect(within(nav()).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
