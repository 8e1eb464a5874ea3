import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { useDate } from '../../../app/use-date';
import { paths } from '../../../lib/links/paths';
import { STACK_TABLE } from '../../../components/stack-table';
import { canPayNow, deliveryLabel, paymentLabel } from '../order-labels';
import type { OrderRowItem } from '../orders-api';

/** One order as a row: code and first product, date, statuses, total; View, the caller's actions, Pay Now. */
function OrderRow({ row, actions }: { row: OrderRowItem; actions?: ReactNode }) {
  const t = useT();
  const money = useMoney();
  const date = useDate();
  return (
    <tr>
      <th scope="row">
        <span className="sf-orders-table__code">{row.code}</span>
        <span className="sf-orders-table__product">{row.productName}</span>
      </th>
      <td data-label={t('date')}>{date(row.date)}</td>
      <td data-label={t('delivery_status')}>
        <span className={`sf-status sf-status--${row.deliveryStatus}`}>{deliveryLabel(t, row.deliveryStatus)}</span>
      </td>
      <td data-label={t('pay_status')}>
        <span className={`sf-status sf-status--${row.paymentStatus}`}>{paymentLabel(t, row.paymentStatus)}</span>
      </td>
      <td data-label={t('total')}>{money(row.totalPayable)}</td>
      <td className="sf-orders-table__actions">
        <Link to={paths.getInvoice({ orderCode: row.code })} aria-label={`${t('view')} ${row.code}`}>
          {t('view')}
        </Link>
        {actions}
        {canPayNow(row) && (
          <Link to={paths.payment({ code: row.code })} className="sf-button sf-button--small" aria-label={`${t('pay_now')} ${row.code}`}>
            {t('pay_now')}
          </Link>
        )}
      </td>
    </tr>
  );
}

/**
 * The orders table of the order history and the dashboard's latest orders (test/contract/account/profile-orders.json):
 * the same columns, words and Pay Now rule in both; the history adds its own actions per row.
 */
export function OrdersTable({
  rows,
  caption,
  actions,
}: {
  rows: OrderRowItem[];
  caption: string;
  actions?: (row: OrderRowItem) => ReactNode;
}) {
  const t = useT();
  return (
    <div className="sf-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className={`sf-orders-table ${STACK_TABLE}`}>
        <caption className="sf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('delivery_status')}</th>
            <th scope="col">{t('pay_status')}</th>
            <th scope="col">{t('total')}</th>
            <th scope="col">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <OrderRow key={row.orderId} row={row} actions={actions?.(row)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
