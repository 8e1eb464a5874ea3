import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { seriousViolations } from '../../../../test/unit/support/axe';

useBackend();

const PHONE = '(max-width: 760px)';
const nav = () => screen.getByRole('navigation', { name: 'All categories' });

async function openHome() {
  const mounted = await mountApp('/');
  await within(nav()).findByRole('link', { name: 'Fashion' });
  return mounted;
}

describe('the header on phones', () => {
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

  it('opens the search from its icon with focus in the field; Escape closes it and focus returns', async () => {
    await openHome();
    const opener = screen.getByRole('button', { name: 'Search Product' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('combobox', { name: 'I am looking for.....' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('search')).toHaveClass('is-shown');

    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
    expect(screen.getByRole('search')).not.toHaveClass('is-shown');
  });

  it('searches from the opened field', async () => {
    await openHome();
    await userEvent.click(screen.getByRole('button', { name: 'Search Product' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'I am looking for.....' }), 'shoe{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/products?q=shoe'));
  });

  it('shows the categories in a drawer: a dialog with a close button; Escape closes it and focus returns to the toggle', async () => {
    await openHome();
    const toggle = within(nav()).getByRole('button', { name: 'All categories' });
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'All categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(drawer).findByRole('button', { name: 'Fashion' })).toBeInTheDocument();
    // Focus moved into the drawer (its first control, the close button).
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    const again = await screen.findByRole('dialog', { name: 'All categories' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('goes to a category from the drawer and closes it', async () => {
    await openHome();
    await userEvent.click(within(nav()).getByRole('button', { name: 'All categories' }));
    const drawer = await screen.findByRole('dialog', { name: 'All categories' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Electronics' }));
    await userEvent.click(await within(drawer).findByRole('link', { name: 'Laptops' }));
    await waitFor(() => expect(window.location.pathname).toBe('/category/laptops'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no serious accessibility finding with the drawer closed, at phone and desktop widths', async () => {
    const { element } = await openHome();
    expect(await seriousViolations(element)).toEqual([]);
  });
});

describe('the header links', () => {
  it('are named by their visible words (no aria-label), and the skip control focuses the main region', async () => {
    await openHome();
    const cart = screen.getByRole('link', { name: 'Cart: 0' });
    expect(cart).not.toHaveAttribute('aria-label');
    expect(cart).toHaveTextContent(/Cart/);
    await userEvent.click(screen.getByRole('button', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
