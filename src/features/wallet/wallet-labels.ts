/**
 * How the wallet history words a row's source and payment method. Both arrive as raw values
 * (test/contract/loyalty/wallet-history.json): the known ones read through the language file (`wallet_recharge` is the
 * original's key; the others are named after the value, so a shop's file can word them too).
 * Anything else is a gateway's own name ("stripe") or a value this widget has not seen: shown as
 * sent, underscores as spaces.
 */
import type { TextKey, Translate } from '../../lib/i18n/text-catalog';
import { formatDate } from '../../lib/i18n/format-date';
import { valueLabel } from '../../lib/i18n/value-label';

const SOURCES: Record<string, TextKey> = {
  wallet_recharge: 'wallet_recharge',
  offline_recharge: 'offline_recharge',
  order_total_amount: 'order_total_amount',
  order_shipping_cost: 'order_shipping_cost',
  order_created: 'order_created',
  reward_point_convert: 'reward_point_convert',
};

const METHODS: Record<string, TextKey> = {
  wallet: 'wallet_method',
  system_automated: 'system_automated',
  bank_payment: 'bank_payment',
  mobile_payment: 'mobile_payment',
};

export const walletSourceLabel = (t: Translate, source: string): string => valueLabel(t, SOURCES, source);

export const walletMethodLabel = (t: Translate, method: string): string => valueLabel(t, METHODS, method);

/**
 * A row's `recharge_date` ("28 Jan 2025 09:15:00", the shop's clock) in `locale`'s words. The date
 * helper reads the date and the time apart, so they are split here.
 */
export function walletDateText(value: string, locale: string): string {
  const m = /^(.*\d{4})\s+(\d{1,2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  return m ? formatDate(m[1], locale, { time: m[2] }) : formatDate(value, locale);
}
