import { useAppSelector } from '../../../app/hooks';
import { useMoney, useT } from '../../../lib/hooks/shared-hooks';
import { STACK_TABLE } from '../../../components/stack-table';
import type { Translate } from '../../../lib/i18n/text-catalog';
import { formatDeduction } from '../../../lib/money/format-money';
import { selectLocale } from '../../i18n/i18n-selectors';
import { selectMoneyFormat } from '../../shop/shop-selectors';
import type { WalletEntry, WalletPaymentOrder } from '../wallet-history-entries';
import { walletDateText, walletMethodLabel, walletSourceLabel } from '../wallet-labels';

function statusLabel(t: Translate, status: string): string {
  if (status === 'pending') return t('Pending');
  if (status === 'approved') return t('Approved');
  if (status === 'rejected') return t('Rejected');
  return status;
}

function useWalletDate(): (value: string) => string {
  const locale = useAppSelector(selectLocale);
  return (value) => walletDateText(value, locale);
}

/** A debit: the store's deduction format (a minus that stays in front in RTL), and said in words. */
function Spent({ amount }: { amount: string }) {
  const t = useT();
  const format = useAppSelector(selectMoneyFormat);
  return (
    <>
      {formatDeduction(amount, format)}
      <span className="sf-visually-hidden"> {t('wallet_expense')}</span>
    </>
  );
}

/**
 * The rows one wallet payment wrote, order by order: the order's total payable as the backend
 * recorded it, then what was taken from the balance for it.
 */
function PaymentParts({ orders }: { orders: WalletPaymentOrder[] }) {
  const t = useT();
  const money = useMoney();
  return (
    <details className="sf-wallet-parts">
      <summary>{t('order_details')}</summary>
      <ul className="sf-wallet-parts__orders">
        {orders.map((order) => (
          <li key={order.orderId}>
            {order.placed !== null && (
              <p className="sf-wallet-parts__line">
                <span>{walletSourceLabel(t, 'order_created')}</span>
                <span>{money(order.placed)}</span>
              </p>
            )}
            <ul className="sf-wallet-parts__taken">
              {order.taken.map((part) => (
                <li key={part.id} className="sf-wallet-parts__line">
                  <span>{walletSourceLabel(t, part.source)}</span>
                  <span className="is-expense">
                    <Spent amount={part.amount} />
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The history table (wallet-history-entries.ts): date, source and method (wallet-labels.ts), amount
 * (debits signed) and status. A wallet payment is one row whose amount is what the balance lost,
 * with the backend's rows for it as a disclosure.
 */
export function WalletHistoryTable({ entries }: { entries: WalletEntry[] }) {
  const t = useT();
  const money = useMoney();
  const date = useWalletDate();
  return (
    <div className="sf-table-scroll" tabIndex={0} role="region" aria-labelledby="sf-wallet-history">
      <table className={`sf-orders-table sf-wallet-table ${STACK_TABLE}`}>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('source')}</th>
            <th scope="col">{t('payment_method')}</th>
            <th scope="col" className="sf-wallet-table__amount">
              {t('amount')}
            </th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const payment = entry.kind === 'payment';
            const row = payment ? null : entry.row;
            const expense = payment || row?.type === 'expense';
            const status = payment ? entry.status : row!.status;
            return (
              <tr key={entry.key}>
                <td data-label={t('date')}>{date(payment ? entry.date : row!.date)}</td>
                <th scope="row" className="sf-wallet-table__source">
                  {payment ? t('order_placed') : walletSourceLabel(t, row!.source)}
                </th>
                <td className="sf-wallet-table__method" data-label={t('payment_method')}>
                  {walletMethodLabel(t, payment ? entry.paymentMethod : row!.paymentMethod)}
                </td>
                <td className={`sf-wallet-table__amount${expense ? ' is-expense' : ''}`} data-label={t('amount')}>
                  <span className="sf-wallet-table__sum">
                    {payment ? <Spent amount={entry.debit} /> : expense ? <Spent amount={row!.amount} /> : money(row!.amount)}
                  </span>
                  {payment && <PaymentParts orders={entry.orders} />}
                </td>
                <td data-label={t('status')}>
                  <span className={`sf-status sf-status--${status}`}>{statusLabel(t, status)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
