import type { ComponentType } from 'react';
import type { TextKey } from '../lib/i18n/text-catalog';
import type { ListingRoute } from '../features/catalog/catalog-types';

export type Transition = 'slide-left' | 'fade';

export interface RouteDef {
  id: string;
  path: string;
  /** Spec §2 title (a text key); null where the spec gives none. */
  titleKey: TextKey | null;
  /** The heading shown on an untitled route (the document title stays the store's name). */
  headingKey?: TextKey;
  load: () => Promise<{ default: ComponentType }>;
  transition?: Transition;
  requiresSignIn?: boolean;
  /** For the one product listing screen: which backend `route` this path means. */
  listing?: ListingRoute;
  /** False while the screen is only its title inside the shell (built by a later issue). */
  built: boolean;
}

const home = () => import('../features/catalog/screens/HomeScreen');
const listing = () => import('../features/catalog/screens/ListingScreen');
const product = () => import('../features/product/screens/ProductScreen');
const comingSoon = () => import('../features/pages/screens/ComingSoonScreen');

const soon = (id: string, path: string, titleKey: TextKey | null, extra: Partial<RouteDef> = {}): RouteDef =>
  ({ id, path, titleKey, load: comingSoon, built: false, ...extra });
const list = (id: string, path: string, titleKey: TextKey | null, route: ListingRoute, extra: Partial<RouteDef> = {}): RouteDef =>
  ({ id, path, titleKey, load: listing, listing: route, built: true, ...extra });

/** Every route of spec §2, in one place. Paths are relative to the app base path. */
export const ROUTES: RouteDef[] = [
  { id: 'home', path: '/', titleKey: 'home', load: home, transition: 'slide-left', built: true },
  soon('static-page', '/page/:slug', 'static_page'),
  soon('track-order', '/track-order', 'track_order'),
  soon('get-invoice', '/get-invoice/:orderCode', 'get_invoice'),
  soon('brands', '/brands', 'All Brands'),
  soon('sellers', '/sellers', 'all_seller'),
  soon('campaigns', '/campaigns', 'All Campaign'),
  soon('campaign', '/campaign/:slug', 'campaign_details'),
  soon('categories', '/categories', 'All Category'),
  list('products-main', '/products/:main_category', 'all_products', 'all.products', { transition: 'fade' }),
  list('category-products', '/category/:slug', 'category_products', 'product.by.category'),
  list('brand-products', '/brand/:slug', 'brand_products', 'product.by.brand'),
  list('offer-products', '/offer/products', 'offer_products', 'product.by.offer'),
  list('best-selling', '/best-selling/products', 'Best Selling Products', 'product.by.selling'),
  list('gadget-products', '/gadget-products/:slug', 'gadget_products', 'product.by.gadget'),
  list('search', '/products', null, 'search.product'),
  soon('checkout', '/checkout', 'checkout', { requiresSignIn: true }),
  soon('order-confirmation', '/order-confirmation', 'order_confirmation'),
  soon('contact', '/contact', 'Contact'),
  soon('daily-deals', '/daily-deals', 'daily_deals'),
  soon('gift-idea', '/gift-idea', 'gift_idea'),
  soon('business-idea', '/business-idea', 'business_idea'),
  soon('affiliate-register', '/affiliate-register', 'affiliate_register'),
  soon('affiliate-dashboard', '/affiliate-dashboard', 'affiliate_dashboard'),
  soon('affiliate-payouts', '/affiliate-payouts', 'affiliate_payouts'),
  soon('affiliate-program', '/affiliate-program', 'affiliate_program'),
  soon('affiliate-system', '/affiliate-system', 'affiliate_system'),
  soon('flash-sale', '/flash-sale', 'All Flash Sale'),
  { id: 'product', path: '/product/:slug', titleKey: 'product_details', load: product, built: true },
  { id: 'product-variant', path: '/product/:slug/:variant_slug', titleKey: 'product_details', load: product, built: true },
  soon('payment', '/payment/:code?', 'payment', { requiresSignIn: true }),
  soon('blogs', '/blogs', 'all_blogs'),
  soon('category-blogs', '/category-blogs/:slug', 'category_blogs'),
  soon('blog', '/blog/:slug', 'blog_details'),
  soon('cart', '/cart', 'cart'),
  soon('login', '/login', 'Login'),
  soon('register', '/register', 'sign_up'),
  soon('reset-password', '/reset-password', 'reset_password'),
  soon('set-new-password', '/reset/:email/:code', 'reset_password'),
  soon('seller-register', '/register/:type', 'signup_as_seller'),
  soon('edit-profile', '/user/edit-profile', 'edit_profile'),
  soon('gift-voucher', '/user/gift-voucher', 'gift_voucher'),
  soon('followed-shop', '/user/followed-shop', 'followed_shop'),
  soon('digital-orders', '/user/digital-product-orders', 'digital_product_order'),
  soon('user-to-seller', '/user/user-to-seller', null, { headingKey: 'be_a_seller' }),
  soon('notifications', '/user/notification', 'notification'),
  soon('order-history', '/user/order-history', 'order_history'),
  soon('dashboard', '/user/dashboard', 'dashboard'),
  soon('wishlist', '/user/wishlist', 'wishlist'),
  soon('change-password', '/user/change-password', 'change_password'),
  soon('addresses', '/user/addresses', 'addresses'),
  soon('compare-list', '/compare-list', 'compare_list'),
  soon('invoice', '/invoice/:trx_id', 'invoice'),
  soon('wallet', '/my-wallet', 'Wallet'),
  soon('rewards', '/my-rewards', 'Reward'),
  soon('video-shopping', '/video-shopping', 'video_shopping'),
  soon('video-shop', '/video-shopping/:slug', 'video_shopping'),
  soon('shop', '/shop/:slug', 'shop'),
];

export const NOT_FOUND_TITLE: TextKey = 'Not Found';
