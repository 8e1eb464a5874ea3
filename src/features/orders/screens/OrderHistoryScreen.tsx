import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature, useMoney, useT } from '../../../app/hooks';
import { paths } from '../../../app/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Modal } from '../../../components/Modal';
import { Pagination } from '../../../components/Pagination';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { PdfButton } from '../components/OrderView';
import { canPayNow, deliveryLabel, paymentLabel } from '../order-labels';
import type { OrderRowItem } from '../orders-api';
import { ordersFeature } from '../orders-feature';
import { selectOrders } from '../orders-selectors';
import { cancelOrderRequested, historyRequested, removeOrderRequested } from '../orders-slice';
import '../orders.css';
import { STACK_TABLE } from '../../../components/stack-table';

function CancelDialog({ row, onClose }: { row: OrderRowItem; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Modal label={t('cancel_order_title', { code: row.code })} onClose={onClose}>
      <h2>{t('cancel_order_title', { code: row.code })}</h2>
      {/* The original asks confirm() and sends no remarks: the server reads none, so none are asked for. */}
      <p>{t('cancel_order_explain')}</p>
      <div className="sf-dialog-actions">
        <button
          type="button"
          className="sf-button sf-button--primary"
          onClick={() => {
            dispatch(cancelOrderRequested({ orderId: row.orderId }));
            onClose();
          }}
        >
          {t('cancel_order_confirm')}
        </button>
        <button type="button" className="sf-button" onClick={onClose}>
          {t('keep_order')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * `/user/order-history` (test/contract/account/profile-orders.json, test/contract/commerce/{order-list,cancel-order,remove-order}.json; 1.6.7 renders user/profile-orders, five a page):
 * each order with its date, statuses and total, and the original's actions: view (tracking page),
 * the PDF, cancel while pending, remove once delivered or canceled, pay now while unpaid and not
 * cash on delivery (and, unlike the original, not canceled).
 */
export default function OrderHistoryScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { history, busyOrders } = useAppSelector(selectOrders);
  const [canceling, setCanceling] = useState<OrderRowItem | null>(null);

  useEffect(() => {
    dispatch(historyRequested({ page }));
  }, [dispatch, page]);

  let body;
  if (history.status === 'failed' && history.rows.length === 0) {
    body = <ErrorPanel message={history.error ?? undefined} onRetry={() => dispatch(historyRequested({ page }))} />;
  } else if (history.status !== 'succeeded' && history.rows.length === 0) {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else if (history.rows.length === 0) {
    body = <p className="sf-hint">{t('no_order_founds')}</p>;
  } else {
    body = (
      <>
        <div className="sf-table-scroll" tabIndex={0} role="region" aria-label={t('orders_list')}>
          <table className={`sf-orders-table ${STACK_TABLE}`}>
            <caption className="sf-visually-hidden">{t('orders_list')}</caption>
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
              {history.rows.map((row) => {
                const busy = busyOrders.includes(row.orderId);
                return (
                  <tr key={row.orderId}>
                    <th scope="row">
                      <span className="sf-orders-table__code">{row.code}</span>
                      <span className="sf-orders-table__product">{row.productName}</span>
                    </th>
                    <td data-label={t('date')}>{row.date}</td>
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
                      <PdfButton order={{ id: row.orderId, code: row.code }} />
                      {row.deliveryStatus === 'pending' && (
                        <button type="button" className="sf-button" disabled={busy} onClick={() => setCanceling(row)}>
                          {t('cancel_order')}
                          <span className="sf-visually-hidden"> {row.code}</span>
                        </button>
                      )}
                      {(row.deliveryStatus === 'delivered' || row.deliveryStatus === 'canceled') && (
                        <button
                          type="button"
                          className="sf-button"
                          disabled={busy}
                          aria-label={t('remove_order', { code: row.code })}
                          onClick={() => dispatch(removeOrderRequested({ orderId: row.orderId }))}
                        >
                          {t('remove')}
                        </button>
                      )}
                      {canPayNow(row) && (
                        <Link
                          to={paths.payment({ code: row.code })}
                          className="sf-button sf-button--small"
                          aria-label={`${t('pay_now')} ${row.code}`}
                        >
                          {t('pay_now')}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pagination
          page={history.page}
          lastPage={history.lastPage}
          hrefFor={(p) => (p > 1 ? `${paths.orderHistory()}?page=${p}` : paths.orderHistory())}
        />
      </>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('order_history')}</ScreenTitle>
      <div className="sf-order-history">{body}</div>
      {canceling && <CancelDialog row={canceling} onClose={() => setCanceling(null)} />}
    </AccountPage>
  );
}
