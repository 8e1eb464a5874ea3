import { Link } from 'react-router-dom';
import { useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { selectUser } from '../../session/session-selectors';
import { ordersFeature } from '../orders-feature';
import '../orders.css';

/**
 * `/order-confirmation`: the original has a static page its checkout never opens (payment goes to
 * `/invoice/:trx_id`). Here it points the shopper to where orders live: the order history when
 * signed in, tracking by code otherwise. No request.
 */
export default function OrderConfirmationScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const user = useAppSelector(selectUser);
  return (
    <div className="sf-order-confirmation">
      <ScreenTitle>{t('order_confirmation')}</ScreenTitle>
      <p>{t('order_confirmation_intro')}</p>
      <ul className="sf-order-confirmation__links">
        <li>
          {t('order_confirmation_history')} <Link to={user ? paths.orderHistory() : paths.login()}>{t('order_history')}</Link>
        </li>
        <li>
          {t('order_confirmation_track')} <Link to={paths.trackOrder()}>{t('track_order')}</Link>
        </li>
      </ul>
    </div>
  );
}
