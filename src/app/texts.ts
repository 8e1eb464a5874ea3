import { SHARED_TEXTS } from '../lib/i18n/shared-texts';
import { ROUTE_TITLE_TEXTS } from '../lib/i18n/route-title-texts';
import { addEnglishTexts } from '../lib/i18n/english-texts';
import { COMPONENT_TEXTS } from '../components/component-texts';
import { CART_TEXTS } from '../features/cart/cart-texts';
import { CATALOG_TEXTS } from '../features/catalog/catalog-texts';
import { SHELL_TEXTS } from '../features/shell/shell-texts';
import { NOTIFICATION_BELL_TEXTS } from '../features/notifications/notification-bell-texts';

/**
 * The English fallback of the keys the home load needs: the shared texts and the eagerly loaded
 * features'. A lazy feature's texts come with its descriptor (`FeatureDescriptor.texts`) and join
 * when it is injected; text-coverage.ts checks that core and lazy texts together cover every key.
 */
export const CORE_TEXTS = addEnglishTexts({
  ...SHARED_TEXTS,
  ...ROUTE_TITLE_TEXTS,
  ...COMPONENT_TEXTS,
  ...SHELL_TEXTS,
  ...NOTIFICATION_BELL_TEXTS,
  ...CATALOG_TEXTS,
  ...CART_TEXTS,
} as const);
