/**
 * Screen-test data, taken from the contract fixtures (the original's answers): the host page's
 * props as the widget receives them, and ready-made records for assertions.
 */
import type { ShellData } from '../../../src/contract';
import { normalizeShell } from '../../../src/app/normalize-shell';
import type { User } from '../../../src/types/account';
import type { Currency } from '../../../src/types/shop';
import { fixtureAnswer } from '../../contract/support/fixtures';

export const BASE_URL = 'http://shop.test';

const guestPage = () => normalizeShell(fixtureAnswer('shell/host-page', 'guest'), () => {});
const customerPage = () => normalizeShell(fixtureAnswer('shell/host-page', 'customer-with-cart'), () => {});

export const usd: Currency = guestPage().currencies.find((c) => c.code === 'USD')!;
export const eur: Currency = guestPage().currencies.find((c) => c.code === 'EUR')!;
export const signedInUser: User = customerPage().user!;

/**
 * The guest host page of the original (1.6.7), normalised as the app does, with overrides.
 * The pop-up, push and demo switches are off unless a test turns them on, so tests see only
 * what they are about.
 */
export function shell(over: Partial<ShellData> = {}, settings: Partial<ShellData['settings_data']> = {}): ShellData {
  const base = guestPage();
  return {
    ...base,
    settings_data: { ...base.settings_data, site_popup_status: '0', pushar_activated: false, demo_mode: false, ...settings },
    ...over,
  };
}
