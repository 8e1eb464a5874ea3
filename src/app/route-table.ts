import type { ComponentType } from 'react';
import type { TextKey } from '../lib/i18n/defaultTexts';
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
  { id: 'home', path: '/', titleKey: 'Home', load: home, transition: 'slide-left', built: true },
  soon('static-page', '/page/:slug', 'Static Page'),
  soon('track-order', '/track-order', 'Track Order'),
  soon('get-invoice', '/get-invoice/:orderCode', 'Get Invoice'),
  soon('brands', '/brands', 'All Brands'),
  soon('sellers', '/sellers', 'All Sellers'),
  soon('campaigns', '/campaigns', 'All Campaign'),
  soon('campaign', '/campaign/:slug', 'Campaign Details'),
  soon('categories', '/categories', 'All Category'),
  list('products-main', '/products/:main_category', 'All Products', 'all.products', { transition: 'fade' }),
  list('category-products', '/category/:slug', 'Category Products', 'product.by.category'),
  list('brand-products', '/brand/:slug', 'Brand Products', 'product.by.brand'),
  list('offer-products', '/offer/products', 'Offer Products', 'product.by.offer'),
  list('best-selling', '/best-selling/products', 'Best Selling Products', 'product.by.selling'),
  list('gadget-products', '/gadget-products/:slug', 'Gadget Products', 'product.by.gadget'),
  list('search', '/products', null, 'search.product'),
  soon('checkout', '/checkout', 'Checkout', { requiresSignIn: true }),
  soon('order-confirmation', '/order-confirmation', 'Order Confirmation'),
  soon('contact', '/contact', 'Contact'),
  soon('daily-deals', '/daily-deals', 'Daily Deals'),
  soon('gift-idea', '/gift-idea', 'Gift Idea'),
  soon('business-idea', '/business-idea', 'Business Idea'),
  soon('affiliate-register', '/affiliate-register', 'Affiliate Register'),
  soon('affiliate-dashboard', '/affiliate-dashboard', 'Affiliate dashbord'),
  soon('affiliate-payouts', '/affiliate-payouts', 'Affiliate Payouts'),
  soon('affiliate-program', '/affiliate-program', 'Affiliate Program'),
  soon('affiliate-system', '/affiliate-system', 'Affiliate System'),
  soon('flash-sale', '/flash-sale', 'All Flash Sale'),
  { id: 'product', path: '/product/:slug', titleKey: 'Product Details', load: product, built: true },
  { id: 'product-variant', path: '/product/:slug/:variant_slug', titleKey: 'Product Details', load: product, built: true },
  soon('payment', '/payment/:code?', 'Payment', { requiresSignIn: true }),
  soon('blogs', '/blogs', 'All Blogs'),
  soon('category-blogs', '/category-blogs/:slug', 'Category Blogs'),
  soon('blog', '/blog/:slug', 'Blog Details'),
  soon('cart', '/cart', 'Cart'),
  soon('login', '/login', 'Login'),
  soon('register', '/register', 'SignUp'),
  soon('reset-password', '/reset-password', 'Reset Password'),
  soon('set-new-password', '/reset/:email/:code', 'Reset Password'),
  soon('seller-register', '/register/:type', 'Seller SingUp'),
  soon('edit-profile', '/user/edit-profile', 'Edit Profile'),
  soon('gift-voucher', '/user/gift-voucher', 'Gift Voucher'),
  soon('followed-shop', '/user/followed-shop', 'Followed Shop'),
  soon('digital-orders', '/user/digital-product-orders', 'Digital Product Orders'),
  soon('user-to-seller', '/user/user-to-seller', null, { headingKey: 'User To Seller' }),
  soon('notifications', '/user/notification', 'Notification'),
  soon('order-history', '/user/order-history', 'Order History'),
  soon('dashboard', '/user/dashboard', 'Dashboard'),
  soon('wishlist', '/user/wishlist', 'Wishlist'),
  soon('change-password', '/user/change-password', 'Password Change'),
  soon('addresses', '/user/addresses', 'Addresses'),
  soon('compare-list', '/compare-list', 'Compare List'),
  soon('invoice', '/invoice/:trx_id', 'Invoice'),
  soon('wallet', '/my-wallet', 'Wallet'),
  soon('rewards', '/my-rewards', 'Reward'),
  soon('video-shopping', '/video-shopping', 'Video Shopping'),
  soon('video-shop', '/video-shopping/:slug', 'Video Shopping'),
  soon('shop', '/shop/:slug', 'Shop'),
];

export const NOT_FOUND_TITLE: TextKey = 'Not Found';
