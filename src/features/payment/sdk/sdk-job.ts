/** What a provider's window needs to take one payment, and what it answers. */
import type { Currency, Settings } from '../../../types/shop';
import type { SdkMethodId } from './sdk-methods';

export interface SdkCustomer {
  name: string;
  email: string;
  phone: string;
}

export interface SdkJob {
  method: SdkMethodId;
  /** '' for the cart's orders; an order's code when paying it from the order history. */
  code: string;
  trxId: string;
  /** What is owed, in the base currency (exact decimal text). */
  total: string;
  settings: Settings;
  /** The shopper's currency (amount × its rate is what some providers charge). */
  active: Currency | null;
  /** payment-order's currency rows and Snap token. */
  indianCurrency: Currency | null;
  xof: Currency | null;
  midTransToken: string;
  customer: SdkCustomer;
  guest: boolean;
  /** Where a provider that draws its own button (PayPal) puts it. */
  slot: HTMLElement | null;
  /** What is paid: the orders (their description, the page's returns) or a wallet recharge. */
  purpose: 'order' | 'recharge';
}

/** What the page posts after the provider approved (user/complete-order, or user/recharge-wallet for a recharge). */
export interface SdkApproval {
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export type SdkOutcome =
  | { kind: 'approved'; approval: SdkApproval }
  | { kind: 'declined' }
  | { kind: 'cancelled' }
  /** Taken but not settled (Snap's pending): the order stays payable until the provider says more. */
  | { kind: 'pending' }
  /** The provider's script did not give what it promises (no global, an exception). */
  | { kind: 'failed' };

/** Opens the provider's window; `emit` is called by its callbacks. Returns how to tidy up. */
export type SdkOpener = (job: SdkJob, emit: (outcome: SdkOutcome) => void) => () => void;
