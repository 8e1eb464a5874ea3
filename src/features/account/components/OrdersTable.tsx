import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useMoney, useT } from '../../../app/hooks';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import type { OrderRow } from '../../../types/account';
import { STACK_TABLE } from '../../../components/stack-table';

/** The original's status words (its en.json keys); an unknown status shows as it came. */
const DELIVERY: Record<string, TextKey> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  picked_up: 'picked_up',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  canceled: 'Canceled',
};
const PAYMENT: Record<string, TextKey> = { paid: 'Paid', unpaid: 'Unpaid', refunded_to_wallet: 'refunded_to_wallet' };

/**
 * Unpaid, completed through a method that is paid later or online, and not canceled: the order can
 * still be paid. (The original compares with "cancelled" and so offers it on canceled orders too.)
 * An order confirm-order wrote and nothing completed (payment type "0" or "") is paid from its cart.
 */
function payable(row: OrderRow): boolean {
  const type = row.payment_type;
  return (
    row.payment_status === 'unpaid' && type !== 'cash_on_delivery' && type !== '0' && type !== '' && row.delivery_status !== 'canceled'
  );
}

/** Orders as rows of code, date, statuses and total, each linking to its invoice (commerce.md §7.6). */
export function OrdersTable({ rows, caption }: { rows: OrderRow[]; caption: string }) {
  const t = useT();
  const money = useMoney();
  const word = (map: Record<string, TextKey>, value: string) => (map[value] ? t(map[value]) : value);
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
            <tr key={row.order_id}>
              <th scope="row">
                <span className="sf-orders-table__code">{row.code}</span>
                <span className="sf-orders-table__product">{row.product_name}</span>
              </th>
              <td data-label={t('date')}>{row.order_date}</td>
              <td data-label={t('delivery_status')}>
                <span className={`sf-status sf-status--${row.delivery_status}`}>{word(DELIVERY, row.delivery_status)}</span>
              </td>
              <td data-label={t('pay_status')}>
                <span className={`sf-status sf-status--${row.payment_status}`}>{word(PAYMENT, row.payment_status)}</span>
              </td>
              <td data-label={t('total')}>{money(row.total_payable)}</td>
              <td className="sf-orders-table__actions">
                <Link to={paths.getInvoice({ orderCode: row.code })} aria-label={`${t('view')} ${row.code}`}>
                  {t('view')}
                </Link>
                {payable(row) && (
                  <Link to={paths.payment({ code: row.code })} className="sf-button sf-button--small">
                    {t('pay_now')}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
