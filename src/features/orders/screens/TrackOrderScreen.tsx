import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { TrackForm } from '../components/TrackForm';
import { ordersFeature } from '../orders-feature';
import '../orders.css';

/** `/track-order` (the original's track-order.vue): a code, then `/get-invoice/{code}`. */
export default function TrackOrderScreen() {
  useFeature(ordersFeature);
  const t = useT();
  return (
    <div className="sf-track">
      <ScreenTitle>{t('track_order')}</ScreenTitle>
      <TrackForm />
    </div>
  );
}
