import type { ComponentType } from 'react';
import type { TextKey } from '../lib/i18n/text-catalog';
import { PATTERNS, type RouteId } from './paths';

export type Transition = 'slide-left' | 'fade';

/**
 * What every route has, and nothing one feature alone needs: such a field (which backend listing
 * a listing path means, say) lives in that feature, keyed by route id (catalog/listing-routes.ts).
 */
export interface RouteDef {
  id: RouteId;
  /** Always PATTERNS[id]: links (paths.*) and the table read the same pattern, so they cannot drift. */
  path: string;
  /** Spec §2 title (a text key); null where the spec gives none. */
  titleKey: TextKey | null;
  /** The heading shown on an untitled route (the document title stays the store's name). */
  headingKey?: TextKey;
  load: () => Promise<{ default: ComponentType }>;
  transition?: Transition;
  /**
   * A guest is sent to login and brought back. 'unless-guests-allowed': only while the shop's
   * `disable_guest` setting is on (checkout and payment; commerce.md §5.9).
   */
  requiresSignIn?: true | 'unless-guests-allowed';
  /** False while the screen is only its title inside the shell (built by a later issue). */
  built: boolean;
}

type Extra = Partial<Pick<RouteDef, 'headingKey' | 'transition' | 'requiresSignIn'>>;

const home = () => import('../features/catalog/screens/HomeScreen');
const listing = () => import('../features/catalog/screens/ListingScreen');
const product = () => import('../features/product/screens/ProductScreen');
const login = () => import('../features/auth/screens/LoginScreen');
const register = () => import('../features/auth/screens/RegisterScreen');
const resetPassword = () => import('../features/auth/screens/ResetPasswordScreen');
const newPassword = () => import('../features/auth/screens/NewPasswordScreen');
const sellerRegister = () => import('../features/auth/screens/SellerRegisterScreen');
const dashboard = () => import('../features/account/screens/DashboardScreen');
const addresses = () => import('../features/addresses/screens/AddressesScreen');
const editProfile = () => import('../features/profile/screens/EditProfileScreen');
const changePassword = () => import('../features/profile/screens/ChangePasswordScreen');
const userToSeller = () => import('../features/profile/screens/UserToSellerScreen');
const notifications = () => import('../features/notifications/screens/NotificationsScreen');
const cart = () => import('../features/cart/screens/CartScreen');
const checkout = () => import('../features/checkout/screens/CheckoutScreen');
const payment = () => import('../features/payment/screens/PaymentScreen');
const invoice = () => import('../features/orders/screens/InvoiceScreen');
const orderConfirmation = () => import('../features/orders/screens/OrderConfirmationScreen');
const trackOrder = () => import('../features/orders/screens/TrackOrderScreen');
const getInvoice = () => import('../features/orders/screens/OrderTrackingScreen');
const orderHistory = () => import('../features/orders/screens/OrderHistoryScreen');
const digitalOrders = () => import('../features/orders/screens/DigitalOrdersScreen');
const wishlist = () => import('../features/wishlist/screens/WishlistScreen');
const compareList = () => import('../features/compare/screens/CompareScreen');
const followedShop = () => import('../features/follow/screens/FollowedShopsScreen');
const wallet = () => import('../features/wallet/screens/WalletScreen');
const rewards = () => import('../features/rewards/screens/RewardsScreen');
const giftVoucher = () => import('../features/vouchers/screens/GiftVoucherScreen');
const brands = () => import('../features/brands/screens/BrandsScreen');
const sellers = () => import('../features/sellers/screens/SellersScreen');
const categories = () => import('../features/categories/screens/CategoriesScreen');
const shop = () => import('../features/seller-shop/screens/ShopScreen');
const campaigns = () => import('../features/campaigns/screens/CampaignsScreen');
const campaign = () => import('../features/campaigns/screens/CampaignScreen');
const flashSale = () => import('../features/deals/screens/FlashSaleScreen');
const dealList = () => import('../features/deals/screens/DealListScreen');
const videoShops = () => import('../features/video-shopping/screens/VideoShopsScreen');
const videoShop = () => import('../features/video-shopping/screens/VideoShopScreen');
const comingSoon = () => import('../features/pages/screens/ComingSoonScreen');

const route = (id: RouteId, titleKey: TextKey | null, load: RouteDef['load'], built: boolean, extra: Extra = {}): RouteDef => ({
  id,
  path: PATTERNS[id],
  titleKey,
  load,
  built,
  ...extra,
});
const built = (id: RouteId, titleKey: TextKey | null, load: RouteDef['load'], extra?: Extra) => route(id, titleKey, load, true, extra);
const soon = (id: RouteId, titleKey: TextKey | null, extra?: Extra) => route(id, titleKey, comingSoon, false, extra);
/** A product listing: the one listing screen; catalog/listing-routes.ts says which backend listing. */
const list = (id: RouteId, titleKey: TextKey | null, extra?: Extra) => built(id, titleKey, listing, extra);

/** The account area (`/user/*`, wallet, rewards): a guest is sent to login and brought back. */
const ACCOUNT: Extra = { requiresSignIn: true };
/** Checkout and payment: guests may buy unless the shop disables guest checkout. */
const BUYING: Extra = { requiresSignIn: 'unless-guests-allowed' };

/** Every route of spec §2, in one place. Paths (from PATTERNS) are relative to the app base path. */
export const ROUTES: RouteDef[] = [
  built('home', 'home', home, { transition: 'slide-left' }),
  soon('staticPage', 'static_page'),
  built('trackOrder', 'track_order', trackOrder),
  built('getInvoice', 'get_invoice', getInvoice),
  built('brands', 'All Brands', brands),
  built('sellers', 'all_seller', sellers),
  built('campaigns', 'All Campaign', campaigns),
  built('campaign', 'campaign_details', campaign),
  built('categories', 'All Category', categories),
  list('productsMain', 'all_products', { transition: 'fade' }),
  list('categoryProducts', 'category_products'),
  list('brandProducts', 'brand_products'),
  list('offerProducts', 'offer_products'),
  list('bestSelling', 'Best Selling Products'),
  list('gadgetProducts', 'gadget_products'),
  list('search', null),
  built('checkout', 'checkout', checkout, BUYING),
  built('orderConfirmation', 'order_confirmation', orderConfirmation),
  soon('contact', 'Contact'),
  built('dailyDeals', 'daily_deals', dealList),
  built('giftIdea', 'gift_idea', dealList),
  built('businessIdea', 'business_idea', dealList),
  soon('affiliateRegister', 'affiliate_register'),
  soon('affiliateDashboard', 'affiliate_dashboard'),
  soon('affiliatePayouts', 'affiliate_payouts'),
  soon('affiliateProgram', 'affiliate_program'),
  soon('affiliateSystem', 'affiliate_system'),
  built('flashSale', 'All Flash Sale', flashSale),
  built('product', 'product_details', product),
  built('productVariant', 'product_details', product),
  built('payment', 'payment', payment, BUYING),
  soon('blogs', 'all_blogs'),
  soon('categoryBlogs', 'category_blogs'),
  soon('blog', 'blog_details'),
  built('cart', 'cart', cart),
  built('login', 'Login', login),
  built('register', 'sign_up', register),
  built('resetPassword', 'reset_password', resetPassword),
  built('setNewPassword', 'reset_password', newPassword),
  built('sellerRegister', 'signup_as_seller', sellerRegister),
  built('editProfile', 'edit_profile', editProfile, ACCOUNT),
  built('giftVoucher', 'gift_voucher', giftVoucher, ACCOUNT),
  built('followedShop', 'followed_shop', followedShop, ACCOUNT),
  built('digitalOrders', 'digital_product_order', digitalOrders, ACCOUNT),
  built('userToSeller', null, userToSeller, { ...ACCOUNT, headingKey: 'be_a_seller' }),
  built('notifications', 'notification', notifications, ACCOUNT),
  built('orderHistory', 'order_history', orderHistory, ACCOUNT),
  built('dashboard', 'dashboard', dashboard, ACCOUNT),
  built('wishlist', 'wishlist', wishlist, ACCOUNT),
  built('changePassword', 'change_password', changePassword, ACCOUNT),
  built('addresses', 'addresses', addresses, ACCOUNT),
  built('compareList', 'compare_list', compareList),
  built('invoice', 'invoice', invoice),
  built('wallet', 'Wallet', wallet, ACCOUNT),
  built('rewards', 'Reward', rewards, ACCOUNT),
  built('videoShopping', 'video_shopping', videoShops),
  built('videoShop', 'video_shopping', videoShop),
  built('shop', 'shop', shop),
];

export const NOT_FOUND_TITLE: TextKey = 'Not Found';
