import { object, string } from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { Form, SubmitButton, TextAreaField } from '../../../lib/forms';
import type { OrderDetail } from '../../../types/orders';
import { selectOrders } from '../orders-selectors';
import { refundRequested } from '../orders-slice';

interface Values {
  refund_reason: string;
}

/**
 * "Send refund request" for one line: the reason only. The server recomputes every amount (it
 * ignores the figures the original SPA posts), so none are sent.
 */
export function RefundDialog({ orderId, line, onClose }: { orderId: number; line: OrderDetail; onClose: () => void }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const { refund } = useAppSelector(selectOrders);
  const mine = refund.detailId === Number(line.id);
  return (
    <Modal label={t('refund_request_for', { name: line.product_name ?? '' })} onClose={onClose}>
      <h2>{t('refund_request_for', { name: line.product_name ?? '' })}</h2>
      <Form<Values>
        initialValues={{ refund_reason: '' }}
        schema={object({ refund_reason: string().trim().required(t('refund_reason_required')) })}
        request={{ status: mine ? refund.status : 'idle', error: mine ? refund.error : null, onSuccess: onClose }}
        onSubmit={(values) => {
          dispatch(refundRequested({ orderId, detailId: Number(line.id), reason: values.refund_reason.trim() }));
        }}
      >
        <TextAreaField name="refund_reason" label={t('refund_reason')} rows={4} />
        <SubmitButton>{t('send_request')}</SubmitButton>
      </Form>
    </Modal>
  );
}
