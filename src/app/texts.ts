import { SHARED_TEXTS } from '../lib/i18n/shared-texts';
import { ROUTE_TITLE_TEXTS } from '../lib/i18n/route-title-texts';
import type { TextKey } from '../lib/i18n/text-catalog';
import { COMPONENT_TEXTS } from '../components/component-texts';
import { AUTH_TEXTS } from '../features/auth/auth-texts';
import { CART_TEXTS } from '../features/cart/cart-texts';
import { CATALOG_TEXTS } from '../features/catalog/catalog-texts';
import { PAGES_TEXTS } from '../features/pages/pages-texts';
import { PRODUCT_TEXTS } from '../features/product/product-texts';
import { SHELL_TEXTS } from '../features/shell/shell-texts';

/**
 * The English fallback of every key: the shared texts and each feature's own. `satisfies` makes a
 * feature that adds keys to the catalogue without being listed here a type error, so no key can
 * reach the screen as its bare name.
 */
export const ENGLISH_TEXTS = {
  ...SHARED_TEXTS,
  ...ROUTE_TITLE_TEXTS,
  ...COMPONENT_TEXTS,
  ...SHELL_TEXTS,
  ...CATALOG_TEXTS,
  ...CART_TEXTS,
  ...PRODUCT_TEXTS,
  ...PAGES_TEXTS,
  ...AUTH_TEXTS,
} as const satisfies Record<TextKey, string>;
