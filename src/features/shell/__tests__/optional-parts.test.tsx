import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { useBackend } from '../../../../test/unit/support/backend';
import { shell } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

// The three optional parts' chunks cannot be loaded: `import()` of each module rejects, as it
// does in a browser when the chunk's request fails.
// (jest.mock calls are hoisted above every declaration, hence the inline factories.)
jest.mock('../../../lib/notices/NoticeProvider', () => {
  throw new TypeError('Failed to fetch dynamically imported module: NoticeProvider');
});
jest.mock('../components/NewsletterPopup', () => {
  throw new TypeError('Failed to fetch dynamically imported module: NewsletterPopup');
});
jest.mock('../components/ColourSwitcher', () => {
  throw new TypeError('Failed to fetch dynamically imported module: ColourSwitcher');
});

useBackend();
// Each test mounts the store and navigates; allow for a busy machine.
jest.setTimeout(15_000);

const CARD = 'Summit Gear Lightweight Kettlebell Max';
const added = fixtureAnswer<{ success: string; carts: { quantity: number; is_buy_now?: boolean }[] }>('commerce/add-to-cart', 'added');
const popupOn = { site_popup_status: '1', popup_show_in: 'home_page' } as const;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  consoleError.mockRestore();
});

const logged = () => consoleError.mock.calls.map((call) => call.map(String).join(' ')).join('\n');

/** The shell is still there and still works: header, cards, and a navigation to a listing. */
async function expectStoreWorks() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: CARD })).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong. Please try again.')).not.toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Best Selling Products' }));
  await waitFor(() => expect(window.location.pathname).toBe('/best-selling/products'));
  // The listing replaces its loading heading once loaded; wait for a heading that stays.
  // eslint-disable-next-line testing-library/prefer-find-by -- findBy would keep the loading heading, which is then replaced
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  expect(screen.getByRole('banner')).toBeInTheDocument();
}

describe('an optional part whose chunk cannot load fails alone', () => {
  it('notices: shown as plain text in a status region, and the store keeps working', async () => {
    await mountApp('/');
    const card = await screen.findByRole('article', { name: CARD });
    await userEvent.click(within(card).getByRole('button', { name: /Add 5 to cart/ }));
    const status = await waitFor(() => {
      const region = screen.getAllByRole('status').find((r) => r.textContent?.includes(added.success));
      if (!region) throw new Error('no status region with the notice');
      return region;
    });
    expect(status).toHaveTextContent(added.success);
    const lines = added.carts.filter((line) => !line.is_buy_now).length;
    expect(screen.getByRole('link', { name: `Cart: ${lines}` })).toBeInTheDocument();
    expect(logged()).toMatch(/optional part "notices" failed/);
    await expectStoreWorks();
  });

  it('newsletter pop-up: no dialog, no error panel in place of the shell', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await mountApp('/', shell({}, popupOn));
    await act(async () => {
      jest.advanceTimersByTime(10_500);
    });
    await waitFor(() => expect(logged()).toMatch(/optional part "newsletter pop-up" failed/));
    jest.useRealTimers();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectStoreWorks();
  });

  it('colour switcher: left out, the shell stays', async () => {
    await mountApp('/', shell({}, { demo_mode: 1 }));
    await waitFor(() => expect(logged()).toMatch(/optional part "colour switcher" failed/));
    expect(screen.queryByRole('button', { name: 'Colour switcher' })).not.toBeInTheDocument();
    await expectStoreWorks();
  });
});
