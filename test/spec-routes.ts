/**
 * Spec §2 written out: every route path and its page title (null where the spec gives none).
 * The route-table unit test and the browser suite both check the app against this list.
 */
export const SPEC_ROUTES: [path: string, title: string | null][] = [
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
