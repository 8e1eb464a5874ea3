import { matchPath } from 'react-router-dom';
import { ROUTES } from '../route-table';
import { DEFAULT_TEXTS } from '../../lib/i18n/defaultTexts';

/** Spec §2, written out: every path and its title (null = the spec gives no title). */
const SPEC: [string, string | null][] = [
  ['/', null], ['/page/:slug', null], ['/track-order', 'Track Order'], ['/get-invoice/:orderCode', 'Get Invoice'],
  ['/brands', 'All Brands'], ['/sellers', 'All Sellers'], ['/campaigns', 'All Campaign'], ['/campaign/:slug', 'Campaign Details'],
  ['/categories', 'All Category'], ['/products/:main_category', 'All Products'], ['/category/:slug', 'Category Products'],
  ['/brand/:slug', 'Brand Products'], ['/offer/products', 'Offer Products'], ['/best-selling/products', 'Best Selling Products'],
  ['/gadget-products/:slug', 'Gadget Products'], ['/products', null], ['/checkout', 'Checkout'],
  ['/order-confirmation', 'Order Confirmation'], ['/contact', 'Contact'], ['/daily-deals', 'Daily Deals'], ['/gift-idea', 'Gift Idea'],
  ['/business-idea', 'Business Idea'], ['/affiliate-register', 'Affiliate Register'], ['/affiliate-dashboard', 'Affiliate dashbord'],
  ['/affiliate-payouts', 'Affiliate Payouts'], ['/affiliate-program', 'Affiliate Program'], ['/affiliate-system', 'Affiliate System'],
  ['/flash-sale', 'All Flash Sale'], ['/product/:slug', 'Product Details'], ['/product/:slug/:variant_slug', 'Product Details'],
  ['/payment/:code?', 'Payment'], ['/blogs', 'All Blogs'], ['/category-blogs/:slug', null], ['/blog/:slug', 'Blog Details'],
  ['/cart', 'Cart'], ['/login', 'Login'], ['/register', 'SignUp'], ['/reset-password', 'Reset Password'],
  ['/reset/:email/:code', 'Reset Password'], ['/register/:type', 'Seller SingUp'], ['/user/edit-profile', 'Edit Profile'],
  ['/user/gift-voucher', 'Gift Voucher'], ['/user/followed-shop', 'Followed Shop'], ['/user/digital-product-orders', 'Digital Product Orders'],
  ['/user/user-to-seller', null], ['/user/notification', 'Notification'], ['/user/order-history', 'Order History'],
  ['/user/dashboard', 'Dashboard'], ['/user/wishlist', 'Wishlist'], ['/user/change-password', 'Password Change'],
  ['/user/addresses', 'Addresses'], ['/compare-list', 'Compare List'], ['/invoice/:trx_id', 'Invoice'], ['/my-wallet', 'Wallet'],
  ['/my-rewards', 'Reward'], ['/video-shopping', 'Video Shopping'], ['/video-shopping/:slug', 'Video Shopping'], ['/shop/:slug', 'Shop'],
];

describe('route table', () => {
  it('has exactly the paths of spec §2, each once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(SPEC.map(([path]) => path).sort());
  });

  it.each(SPEC.filter(([, title]) => title !== null))('%s is titled "%s" (in English)', (path, title) => {
    const route = ROUTES.find((r) => r.path === path)!;
    expect(route.titleKey && DEFAULT_TEXTS[route.titleKey]).toBe(title);
  });

  it('loads every screen on demand', () => {
    for (const route of ROUTES) expect(typeof route.load).toBe('function');
  });

  it('guards exactly checkout and payment', () => {
    expect(ROUTES.filter((r) => r.requiresSignIn).map((r) => r.path).sort()).toEqual(['/checkout', '/payment/:code?']);
  });

  it('uses the spec transitions: slide-left on home, fade on the all-products listing', () => {
    expect(ROUTES.find((r) => r.path === '/')?.transition).toBe('slide-left');
    expect(ROUTES.find((r) => r.path === '/products/:main_category')?.transition).toBe('fade');
  });

  it('serves every product listing path from the one listing screen', () => {
    const listingPaths = ['/products/:main_category', '/category/:slug', '/brand/:slug', '/offer/products', '/best-selling/products', '/gadget-products/:slug', '/products'];
    const loads = new Set(ROUTES.filter((r) => listingPaths.includes(r.path)).map((r) => r.load));
    expect(loads.size).toBe(1);
  });

  it('matches optional payment codes', () => {
    expect(matchPath('/payment/:code?', '/payment')).not.toBeNull();
    expect(matchPath('/payment/:code?', '/payment/ORD-1')?.params.code).toBe('ORD-1');
  });
});
