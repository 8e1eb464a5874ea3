import { useFeature, useT } from '../../../app/hooks';
import { useRouteHandle } from '../../../app/route-handle';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { ordersFeature } from '../orders-feature';

/** /user/order-history (being built). */
export default function OrderHistoryScreen() {
  useFeature(ordersFeature);
  const t = useT();
  const route = useRouteHandle();
  return <ScreenTitle>{t((route?.titleKey ?? 'home') as TextKey)}</ScreenTitle>;
}
