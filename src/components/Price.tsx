import { useMoney, useT } from '../lib/hooks/shared-hooks';
import type { ShownPrice } from '../lib/money/shown-price';
import './price.css';

/** The price to pay, the struck list price while a discount applies, and optionally what is saved. */
export function Price({ shown, className = '', showSaving = false }: { shown: ShownPrice; className?: string; showSaving?: boolean }) {
  const money = useMoney();
  const t = useT();
  return (
    <span className={`sf-price ${className}`} part="price">
      <span className="sf-price__now" data-testid="price">
        {money(shown.now)}
      </span>
      {shown.was !== null && (
        <del className="sf-price__was">
          <span className="sf-visually-hidden">{t('regular_price')} </span>
          {money(shown.was)}
        </del>
      )}
      {showSaving && shown.off && (
        <span className="sf-price__saving">
          {t('you_save')} <DiscountText off={shown.off} />
        </span>
      )}
    </span>
  );
}

/** "$100" for a flat discount (converted to the active currency), "10%" for a percentage. */
function discountText(off: NonNullable<ShownPrice['off']>, money: (amount: number | string) => string): string {
  return 'amount' in off ? money(off.amount) : `${off.percent}%`;
}

export function DiscountText({ off }: { off: NonNullable<ShownPrice['off']> }) {
  const money = useMoney();
  return <>{discountText(off, money)}</>;
}

/** The card's discount badge: "$100 off" / "10% off". */
export function DiscountBadge({ off }: { off: ShownPrice['off'] }) {
  const t = useT();
  const money = useMoney();
  if (!off) return null;
  return (
    <span className="sf-badge" data-testid="discount-badge">
      {t('amount_off', { amount: discountText(off, money), off: t('off') })}
    </span>
  );
}
