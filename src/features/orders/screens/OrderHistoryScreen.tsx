import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Modal } from '../../../components/Modal';
import { Pagination } from '../../../components/Pagination';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { PdfButton } from '../components/OrderView';
import { OrdersTable } from '../components/OrdersTable';
import type { OrderRowItem } from '../orders-api';
import { ordersFeature } from '../orders-feature';
import { selectOrders } from '../orders-selectors';
import { cancelOrderRequested, historyRequested, removeOrderRequested } from '../orders-slice';
import '../orders.css';

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
        <OrdersTable
          rows={history.rows}
          caption={t('orders_list')}
          actions={(row) => {
            const busy = busyOrders.includes(row.orderId);
            return (
              <>
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
              </>
            );
          }}
        />
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
