import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useBackend } from '../../../../test/unit/support/backend';
import { mountApp } from '../../../../test/unit/support/mount-app';

// The mega menu's chunk shares modules with the listing screen's; here its `import()` rejects, as
// in a browser when that chunk's request fails, `mockLosses` times, then loads.
let mockLosses = 0;
jest.mock('../components/CategoryMegaMenu', () => {
  if (mockLosses > 0) {
    mockLosses -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: ListingScreen');
  }
  return jest.requireActual('../components/CategoryMegaMenu');
});

useBackend();
jest.setTimeout(15_000);

const nav = () => screen.getByRole('navigation', { name: 'All categories' });
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());
const logged = () => consoleError.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

describe('the header category menu when its chunk cannot be loaded', () => {
  it('keeps the plain category links and the rest of the header, then loads on the next sign of interest', async () => {
    // Lost twice: the first load and its one retry.
    mockLosses = 2;
    await mountApp('/');
    await within(nav()).findByRole('link', { name: 'Fashion' });
    fireEvent.pointerEnter(nav());
    await waitFor(() => expect(logged()).toMatch(/optional part "category menu" failed/));

    // No error panel; the header and its links still work.
    expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: /Subcategories/ })).not.toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('link', { name: 'Electronics' }));
    await waitFor(() => expect(window.location.pathname).toBe('/category/electronics'));
    expect(screen.getByRole('banner')).toBeInTheDocument();

    // The network is back: the next pointer over the menu brings the panels.
    fireEvent.pointerEnter(nav());
    expect(await within(nav()).findByRole('button', { name: 'Subcategories of Fashion' })).toBeInTheDocument();
  });
});
