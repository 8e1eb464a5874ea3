import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { formatDeduction, formatMoney } from '../../../lib/money/format-money';
import { add, compare, mul, ZERO, type Decimal } from '../../../lib/money/decimal';
import { isDeduction, ordersTotals, summaryRows } from '../../../lib/money/commerce-totals';
import { selectMoneyFormat, selectSettings } from '../../shop/shop-selectors';
import type { AddressSummary } from '../../../types/account';
import type { Order } from '../../../types/orders';
import { deliveryLabel, paymentLabel, paymentTypeLabel } from '../order-labels';
import { selectOrders } from '../orders-selectors';
import { invoicePdfRequested } from '../orders-slice';
import { lineShipping, linesCarryShipping, lineTotal } from '../line-total';
import type { ReactNode } from 'react';
import { STACK_TABLE } from '../../../components/stack-table';

function Address({ title, value }: { title: string; value: unknown }) {
  // A pickup order's addresses are [] (truthy in the original's templates, which then print nothing).
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const a = value as AddressSummary;
  const place = [a.city, a.state, a.country].filter(Boolean).join(', ');
  return (
    <section className="sf-order__address">
      <h3>{title}</h3>
      <address>
        {[a.name, a.address, place, a.postal_code, a.phone_no, a.email]
          .filter((x): x is string => typeof x === 'string' && x !== '')
          .map((line, i) => (
            <span key={i} className="sf-order__address-line">
              {line}
            </span>
          ))}
      </address>
    </section>
  );
}

/** The PDF button of one order (one request at a time per order). */
export function PdfButton({ order }: { order: { id: number | string; code: string } }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectOrders).downloading.includes(Number(order.id));
  return (
    <button
      type="button"
      className="sf-button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => dispatch(invoicePdfRequested({ orderId: Number(order.id), code: order.code }))}
    >
      {t('download_invoice', { code: order.code })}
    </button>
  );
}

/**
 * One order as the invoice and tracking pages show it (test/contract/commerce/get-invoices.json): code, date, statuses and
 * payment type, the addresses, the lines and the summary, in the active currency; every sum exact.
 */
export function OrderView({ order, headingLevel = 2, children }: { order: Order; headingLevel?: 2 | 3; children?: ReactNode }) {
  const t = useT();
  const fmt = useAppSelector(selectMoneyFormat);
  const settings = useAppSelector(selectSettings);
  const date = useDate();
  const money = (amount: Decimal | number | string) => formatMoney(amount, fmt);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const lines = order.order_details ?? [];
  // The payment page's rows for this one order (a zero discount, coupon or tax left out); its last
  // row is what the order asks for, Total Payable.
  const rows = summaryRows(ordersTotals([order], settings), settings, 'payment');
  const shippingColumn = linesCarryShipping(order);
  const titleId = `sf-order-${order.id}`;
  return (
    <article className="sf-order" aria-labelledby={titleId}>
      <header className="sf-order__head">
        <Heading id={titleId}>
          {t('order_code')} {order.code}
        </Heading>
        <PdfButton order={{ id: order.id, code: order.code }} />
      </header>
      <dl className="sf-order__meta">
        <div>
          <dt>{t('order_date')}</dt>
          <dd>{date(order.date)}</dd>
        </div>
        <div>
          <dt>{t('delivery_status')}</dt>
          <dd>{deliveryLabel(t, String(order.delivery_status))}</dd>
        </div>
        <div>
          <dt>{t('pay_status')}</dt>
          <dd>{paymentLabel(t, String(order.payment_status))}</dd>
        </div>
        <div>
          <dt>{t('payment_type')}</dt>
          <dd>{paymentTypeLabel(t, order.payment_type)}</dd>
        </div>
      </dl>
      {Array.isArray(order.shipping_address) && Array.isArray(order.billing_address) && order.pickup_hub_id ? (
        <p className="sf-order__pickup">{t('pickup_order')}</p>
      ) : (
        <div className="sf-order__addresses">
          <Address title={t('shipping_address')} value={order.shipping_address} />
          <Address title={t('billing_address')} value={order.billing_address} />
        </div>
      )}
      {children}
      <div className="sf-table-scroll" tabIndex={0} role="region" aria-label={t('order_details')}>
        <table className={`sf-order__lines ${STACK_TABLE}`}>
          <caption className="sf-visually-hidden">
            {t('order_details')} {order.code}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('product_name')}</th>
              <th scope="col">{t('unit_price')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('discount')}</th>
              <th scope="col">{t('tax')}</th>
              {shippingColumn && <th scope="col">{t('shipping_cost')}</th>}
              <th scope="col">{t('total')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const qty = Number(line.quantity) || 0;
              const discount = mul(line.discount, qty);
              const tax = mul(line.tax, qty);
              return (
                <tr key={line.id}>
                  <th scope="row">
                    <span className="sf-order__product">{line.product_name ?? ''}</span>
                    {line.variation && (
                      <span className="sf-order__variant">
                        {t('Variant')}: {line.variation}
                      </span>
                    )}
                  </th>
                  <td data-label={t('unit_price')}>{money(line.price)}</td>
                  <td data-label={t('quantity')}>{qty}</td>
                  <td data-label={t('discount')}>{compare(discount, ZERO) > 0 ? formatDeduction(discount, fmt) : '—'}</td>
                  <td data-label={t('tax')}>{compare(tax, ZERO) > 0 ? money(tax) : '—'}</td>
                  {shippingColumn && <td data-label={t('shipping_cost')}>{money(add(lineShipping(line)))}</td>}
                  <td data-label={t('total')}>{money(lineTotal(line, shippingColumn))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="sf-order__summary">
        {rows.map((row, i) => (
          <div key={i} className={i === rows.length - 1 ? 'sf-order__summary-total' : undefined}>
            <dt>{t(row.key === 'total' && i === rows.length - 1 ? 'total_payable' : row.key)}</dt>
            <dd>{isDeduction(row.key) ? formatDeduction(row.amount, fmt) : money(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
