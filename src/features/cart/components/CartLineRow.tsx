import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { formatMoney } from '../../../lib/money/format-money';
import { mul, sub } from '../../../lib/money/decimal';
import type { CartLine } from '../../../types/cart';
import { selectMoneyFormat } from '../../shop/shop-selectors';
import { lineStepRequested } from '../cart-page-slice';

/** One cart line: image, name and variant, unit price (price − discount), stepper, line total, remove. */
export function CartLineRow({ line, busy, note, onRemove }: { line: CartLine; busy: boolean; note: string | null; onRemove: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const format = useAppSelector(selectMoneyFormat);
  const id = Number(line.id);
  const quantity = Number(line.quantity);
  const unit = sub(line.price, line.discount);
  const atStock = quantity >= Number(line.current_stock);
  const atMinimum = quantity <= Math.max(1, Number(line.min_quantity) || 1);
  const limit = atStock
    ? t('cart_only_available', { amount: Number(line.current_stock) })
    : atMinimum && Number(line.min_quantity) > 1
      ? t('cart_minimum', { amount: Number(line.min_quantity) })
      : null;
  const noteId = `sf-cart-line-note-${id}`;
  return (
    <tr className="sf-cart__line" aria-busy={busy || undefined}>
      <th scope="row" className="sf-cart__product">
        <img src={line.image_72x72} alt={line.product_name} width={72} height={72} loading="lazy" />
        <span className="sf-cart__product-text">
          <Link to={paths.product({ slug: line.product_slug })}>{line.product_name}</Link>
          {line.variant ? <span className="sf-cart__variant">{line.variant}</span> : null}
        </span>
      </th>
      <td data-label={t('unit_price')}>{formatMoney(unit, format)}</td>
      <td data-label={t('quantity')}>
        <div className="sf-cart__stepper" role="group" aria-label={t('quantity')}>
          <button
            type="button"
            className="sf-cart__step"
            aria-label={t('cart_decrease', { name: line.product_name })}
            disabled={busy || atMinimum}
            onClick={() => dispatch(lineStepRequested({ id, step: -1 }))}
          >
            −
          </button>
          <output className="sf-cart__quantity" aria-live="polite" aria-describedby={limit || note ? noteId : undefined}>
            {quantity}
          </output>
          <button
            type="button"
            className="sf-cart__step"
            aria-label={t('cart_increase', { name: line.product_name })}
            disabled={busy || atStock}
            onClick={() => dispatch(lineStepRequested({ id, step: 1 }))}
          >
            +
          </button>
        </div>
        {(limit || note) && (
          <p id={noteId} className="sf-cart__limit">
            {note ?? limit}
          </p>
        )}
      </td>
      <td data-label={t('total_price')}>{formatMoney(mul(unit, quantity), format)}</td>
      <td>
        <button
          type="button"
          className="sf-cart__remove"
          aria-label={t('cart_remove_line', { name: line.product_name })}
          disabled={busy}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      </td>
    </tr>
  );
}
