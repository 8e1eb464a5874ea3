import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { OrderView } from '../components/OrderView';
import { ordersFeature } from '../orders-feature';
import { selectOrders } from '../orders-selectors';
import { invoiceRequested } from '../orders-slice';
import '../orders.css';

/**
 * `/invoice/:trx_id` (test/contract/commerce/get-invoices.json, the original's get-invoice.vue): after payment, every order
 * of the checkout with its lines, addresses, statuses and totals, and a PDF per order. The invoice
 * mail goes once (while `is_mailed` is 0); a guest's walk-in session ends on the server here.
 */
export default function InvoiceScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const trx = useParams().trx_id ?? '';
  const { invoice } = useAppSelector(selectOrders);

  useEffect(() => {
    if (trx) dispatch(invoiceRequested({ trx }));
  }, [dispatch, trx]);

  const current = invoice.trx === trx ? invoice : null;
  let body;
  if (current?.status === 'failed') {
    body = (
      <>
        <ErrorPanel message={current.error ?? undefined} onRetry={() => dispatch(invoiceRequested({ trx }))} />
        <p>
          <Link to={paths.trackOrder()}>{t('track_order')}</Link>
        </p>
      </>
    );
  } else if (!current || current.status !== 'succeeded') {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="sf-invoice__thanks" role="status">
          {t('thank_you_for_purchase')}
        </p>
        <div className="sf-invoice__orders">
          {current.orders.map((order) => (
            <OrderView key={order.id} order={order} />
          ))}
        </div>
        <p className="sf-invoice__links">
          <Link to={paths.trackOrder()}>{t('track_order')}</Link>
        </p>
      </>
    );
  }
  return (
    <div className="sf-invoice">
      <ScreenTitle>{t('invoice')}</ScreenTitle>
      {body}
    </div>
  );
}
