import { AUTH_TEXTS } from '../features/auth/auth-texts';
import { LISTING_TEXTS } from '../features/catalog/listing-texts';
import { PAGES_TEXTS } from '../features/pages/pages-texts';
import { PRODUCT_TEXTS } from '../features/product/product-texts';
import { ACCOUNT_TEXTS } from '../features/account/account-texts';
import { ADDRESSES_TEXTS } from '../features/addresses/addresses-texts';
import { NOTIFICATIONS_TEXTS } from '../features/notifications/notifications-texts';
import { PROFILE_TEXTS } from '../features/profile/profile-texts';
import { CART_PAGE_TEXTS } from '../features/cart/cart-page-texts';
import { CHECKOUT_TEXTS } from '../features/checkout/checkout-texts';
import { PAYMENT_TEXTS } from '../features/payment/payment-texts';
import { METHOD_TEXTS } from '../features/payment/method-texts';
import { ORDERS_TEXTS } from '../features/orders/orders-texts';
import { WISHLIST_TEXTS } from '../features/wishlist/wishlist-texts';
import { COMPARE_TEXTS } from '../features/compare/compare-texts';
import { FOLLOW_TEXTS } from '../features/follow/follow-texts';
import { WALLET_TEXTS } from '../features/wallet/wallet-texts';
import { REWARDS_TEXTS } from '../features/rewards/rewards-texts';
import { VOUCHERS_TEXTS } from '../features/vouchers/vouchers-texts';
import { RECENTLY_VIEWED_TEXTS } from '../components/RecentlyViewed';
import { LIST_TOGGLE_TEXTS } from '../features/wishlist/list-toggle-texts';
import { SEARCH_TEXTS } from '../features/search/search-texts';
import { LOCALE_TEXTS } from '../features/i18n/locale-texts';
import { SELLER_SHOP_TEXTS } from '../features/seller-shop/seller-shop-texts';
import { REVIEWS_TEXTS } from '../features/reviews/reviews-texts';
import { BRANDS_TEXTS } from '../features/brands/brands-texts';
import { SELLERS_TEXTS } from '../features/sellers/sellers-texts';
import { CATEGORIES_TEXTS } from '../features/categories/categories-texts';
import { CATEGORY_MENU_TEXTS } from '../features/shell/components/CategoryMegaMenuTexts';
import { VIDEO_SHOPPING_TEXTS } from '../features/video-shopping/video-shopping-texts';
import { CAMPAIGNS_TEXTS } from '../features/campaigns/campaigns-texts';
import { DEALS_TEXTS } from '../features/deals/deals-texts';
import { AFFILIATE_TEXTS } from '../features/affiliate/affiliate-texts';
import { STATIC_PAGE_TEXTS } from '../features/static-page/static-page-texts';
import { CONTACT_TEXTS } from '../features/contact/contact-texts';
import type { TextKey } from '../lib/i18n/text-catalog';
import { BLOGS_TEXTS } from '../features/blogs/blogs-texts';
import { CORE_TEXTS } from './texts';

/**
 * Every key's English wording: the core texts and each lazy feature's. Not in any bundle; it exists
 * for the type check (`satisfies`: a feature that adds keys to the catalogue without being listed
 * here does not compile, so no key can reach the screen as its bare name) and for tests.
 */
export const ALL_ENGLISH_TEXTS = {
  ...CORE_TEXTS,
  ...AUTH_TEXTS,
  ...LISTING_TEXTS,
  ...PRODUCT_TEXTS,
  ...PAGES_TEXTS,
  ...ACCOUNT_TEXTS,
  ...ADDRESSES_TEXTS,
  ...NOTIFICATIONS_TEXTS,
  ...PROFILE_TEXTS,
  ...CART_PAGE_TEXTS,
  ...CHECKOUT_TEXTS,
  ...PAYMENT_TEXTS,
  ...METHOD_TEXTS,
  ...ORDERS_TEXTS,
  ...WISHLIST_TEXTS,
  ...COMPARE_TEXTS,
  ...FOLLOW_TEXTS,
  ...WALLET_TEXTS,
  ...REWARDS_TEXTS,
  ...VOUCHERS_TEXTS,
  ...RECENTLY_VIEWED_TEXTS,
  ...LIST_TOGGLE_TEXTS,
  ...SEARCH_TEXTS,
  ...LOCALE_TEXTS,
  ...SELLER_SHOP_TEXTS,
  ...REVIEWS_TEXTS,
  ...BRANDS_TEXTS,
  ...SELLERS_TEXTS,
  ...CATEGORIES_TEXTS,
  ...CATEGORY_MENU_TEXTS,
  ...VIDEO_SHOPPING_TEXTS,
  ...CAMPAIGNS_TEXTS,
  ...DEALS_TEXTS,
  ...AFFILIATE_TEXTS,
  ...STATIC_PAGE_TEXTS,
  ...CONTACT_TEXTS,
  ...BLOGS_TEXTS,
} as const satisfies Record<TextKey, string>;
