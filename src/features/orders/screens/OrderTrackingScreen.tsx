import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { selectAddOns, selectSettings } from '../../shop/shop-selectors';
import type { OrderDetail } from '../../../types/orders';
import { OrderView } from '../components/OrderView';
import { RefundDialog } from '../components/RefundDialog';
import { TrackForm } from '../components/TrackForm';
import { TrackingSteps } from '../components/TrackingSteps';
import { ordersFeature } from '../orders-feature';
import { selectOrders } from '../orders-selectors';
import { trackingRequested } from '../orders-slice';
import '../orders.css';

/**
 * `/get-invoice/:orderCode` (test/contract/commerce/invoice-by-code.json, the original's after-track-order.vue): the progress
 * steps, then the order as on the invoice; an unknown code says so and offers the form again.
 * With the refund add-on, a delivered refundable line within `refund_request_time` days offers a
 * refund request; an existing refund shows its status.
 */
export default function OrderTrackingScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const code = useParams().orderCode ?? '';
  const { tracking } = useAppSelector(selectOrders);
  const settings = useAppSelector(selectSettings);
  const refundOn = useAppSelector(selectAddOns).includes('refund');
  const [refunding, setRefunding] = useState<OrderDetail | null>(null);

  useEffect(() => {
    if (code) dispatch(trackingRequested({ code }));
  }, [dispatch, code]);

  const current = tracking.code === code ? tracking : null;
  const order = current?.status === 'succeeded' ? current.order : null;
  let body;
  if (current?.status === 'failed' && current.notFound) {
    body = (
      <>
        <p className="sf-track__not-found" role="alert">
          {t('order_not_found')}
        </p>
        <TrackForm initialCode={code} />
      </>
    );
  } else if (current?.status === 'failed') {
    body = <ErrorPanel message={current.error ?? undefined} onRetry={() => dispatch(trackingRequested({ code }))} />;
  } else if (!order) {
    body = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else {
    const limit = Number(settings.refund_request_time ?? 0);
    const days = order.delivered_days === null || order.delivered_days === undefined ? null : Number(order.delivered_days);
    const refundable = (line: OrderDetail) =>
      refundOn &&
      Number(line.is_refundable) === 1 &&
      order.delivery_status === 'delivered' &&
      days !== null &&
      days < limit &&
      !line.refund;
    const refundLines = (order.order_details ?? []).filter((line) => line.refund || refundable(line));
    body = (
      <>
        <p>{t('your_order_status_as_follows')}</p>
        <TrackingSteps status={String(order.delivery_status)} />
        <OrderView order={order}>
          {refundOn && refundLines.length > 0 && (
            <section className="sf-order__refunds" aria-label={t('refund')}>
              <h3>{t('refund')}</h3>
              <ul>
                {refundLines.map((line) => (
                  <li key={line.id}>
                    <span>{line.product_name}</span>{' '}
                    {line.refund ? (
                      <span className={`sf-status sf-status--refund-${String(line.refund.status)}`}>
                        {t('refund_status', { status: String(line.refund.status) })}
                        {line.refund.status === 'rejected' && line.refund.reject_reason
                          ? ` — ${t('reject_reason')}: ${line.refund.reject_reason}`
                          : ''}
                      </span>
                    ) : (
                      <button type="button" className="sf-button" onClick={() => setRefunding(line)}>
                        {t('send_refund_request')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </OrderView>
        {refunding && <RefundDialog orderId={Number(order.id)} line={refunding} onClose={() => setRefunding(null)} />}
      </>
    );
  }
  return (
    <div className="sf-tracking">
      <ScreenTitle>{t('track_order')}</ScreenTitle>
      {body}
    </div>
  );
}
