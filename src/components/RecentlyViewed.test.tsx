import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureAnswer } from '../../test/contract/support/fixtures';
import { useBackend } from '../../test/unit/support/backend';
import { shell } from '../../test/unit/support/fixtures';
import { mountApp } from '../../test/unit/support/mount-app';
import type { ViewedProduct } from '../types/catalogue';

// The strip is placed on the home and product pages by their own screens; here /contact, with its
// screen replaced by a harness, shows it with the shell's viewed products, as those screens do.
jest.mock('../features/contact/screens/ContactScreen', () => jest.requireActual('./__tests__/recently-viewed-harness'));

useBackend();

/** The contract fixture (test/contract/catalogue/viewed-products.json): the lamp and the skillet. */
const viewed = () => fixtureAnswer<{ viewed_products: ViewedProduct[] }>('catalogue/viewed-products', 'guest').viewed_products;

describe('RecentlyViewed', () => {
  it('shows the viewed products as links to their pages under the "recently viewed" heading, each once', async () => {
    const [lamp, skillet] = viewed();
    await mountApp('/contact', shell({ viewed_products: [lamp, skillet, lamp] }));
    const strip = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(within(strip).getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeInTheDocument();
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ceramic Table Lamp', '/product/ceramic-table-lamp'],
      ['Cast Iron Skillet 26 cm', '/product/cast-iron-skillet-26-cm'],
    ]);
    expect(links[0].querySelector('img')).toHaveAttribute('src', 'http://shop.test/images/product/10-72x72.svg');
    expect(links[0].querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is keyboard operable: Tab reaches each product, Enter opens it', async () => {
    await mountApp('/contact', shell({ viewed_products: viewed() }));
    const strip = await screen.findByRole('region', { name: 'Recently viewed' });
    const [first, second] = within(strip).getAllByRole('link');
    first.focus();
    await userEvent.tab();
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/product/cast-iron-skillet-26-cm');
  });

  it('renders nothing without viewed products', async () => {
    await mountApp('/contact', shell({ viewed_products: [] }));
    await screen.findByTestId('recently-viewed-harness');
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(screen.queryByText('Recently viewed')).not.toBeInTheDocument();
  });
});
