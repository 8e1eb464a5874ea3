import type { ComponentType } from 'react';
import type { TextKey } from '../lib/i18n/text-catalog';
import { PATTERNS, type RouteId } from '../lib/links/paths';

export type Transition = 'slide-left' | 'fade';

/**
 * What every route has, and nothing one feature alone needs: such a field (which backend listing
 * a listing path means, say) lives in that feature, keyed by route id (catalog/listing-routes.ts).
 */
export interface RouteDef {
  id: RouteId;
  /** Always PATTERNS[id]: links (paths.*) and the table read the same pattern, so they cannot drift. */
  path: string;
  /** The screen's title (a text key); null for a screen without one. */
  titleKey: TextKey | null;
  /** The heading shown on an untitled route (the document title stays the store's name). */
  headingKey?: TextKey;
  load: () => Promise<{ default: ComponentType }>;
  transition?: Transition;
  /**
   * A guest is sent to login and brought back. 'unless-guests-allowed': only while the shop's
   * `disable_guest` setting is on (checkout and payment; test/contract/commerce/confirm-order.json).
   */
  requiresSignIn?: true | 'unless-guests-allowed';
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
const blogs = () => import('../features/blogs/screens/BlogsScreen');
const blog = () => import('../features/blogs/screens/BlogScreen');
const staticPage = () => import('../features/static-page/screens/StaticPageScreen');
const contact = () => import('../features/contact/screens/ContactScreen');
const affiliateProgram = () => import('../features/affiliate/screens/AffiliateProgramScreen');
const affiliateRegister = () => import('../features/affiliate/screens/AffiliateRegisterScreen');
const affiliateSystem = () => import('../features/affiliate/screens/AffiliateSystemScreen');
const affiliateDashboard = () => import('../features/affiliate/screens/AffiliateDashboardScreen');
const affiliatePayouts = () => import('../features/affiliate/screens/AffiliatePayoutsScreen');

const route = (id: RouteId, titleKey: TextKey | null, load: RouteDef['load'], extra: Extra = {}): RouteDef => ({
  id,
  path: PATTERNS[id],
  titleKey,
  load,
  ...extra,
});
/** A product listing: the one listing screen; catalog/listing-routes.ts says which backend listing. */
const list = (id: RouteId, titleKey: TextKey | null, extra?: Extra) => route(id, titleKey, listing, extra);

/** The account area (`/user/*`, wallet, rewards): a guest is sent to login and brought back. */
const ACCOUNT: Extra = { requiresSignIn: true };
/** Checkout and payment: guests may buy unless the shop disables guest checkout. */
const BUYING: Extra = { requiresSignIn: 'unless-guests-allowed' };

/** Every route of the storefront, in one place. Paths (from PATTERNS) are relative to the app base path. */
export const ROUTES: RouteDef[] = [
  route('home', 'home', home, { transition: 'slide-left' }),
  route('staticPage', 'static_page', staticPage),
  route('trackOrder', 'track_order', trackOrder),
  route('getInvoice', 'get_invoice', getInvoice),
  route('brands', 'All Brands', brands),
  route('sellers', 'all_seller', sellers),
  route('campaigns', 'All Campaign', campaigns),
  route('campaign', 'campaign_details', campaign),
  route('categories', 'All Category', categories),
  list('productsMain', 'all_products', { transition: 'fade' }),
  list('categoryProducts', 'category_products'),
  list('brandProducts', 'brand_products'),
  list('offerProducts', 'offer_products'),
  list('bestSelling', 'Best Selling Products'),
  list('gadgetProducts', 'gadget_products'),
  list('search', null),
  route('checkout', 'checkout', checkout, BUYING),
  route('orderConfirmation', 'order_confirmation', orderConfirmation),
  route('contact', 'Contact', contact),
  route('dailyDeals', 'daily_deals', dealList),
  route('giftIdea', 'gift_idea', dealList),
  route('businessIdea', 'business_idea', dealList),
  route('affiliateRegister', 'affiliate_register', affiliateRegister),
  route('affiliateDashboard', 'affiliate_dashboard', affiliateDashboard, ACCOUNT),
  route('affiliatePayouts', 'affiliate_payouts', affiliatePayouts, ACCOUNT),
  route('affiliateProgram', 'affiliate_program', affiliateProgram),
  route('affiliateSystem', 'affiliate_system', affiliateSystem, ACCOUNT),
  route('flashSale', 'All Flash Sale', flashSale),
  route('product', 'product_details', product),
  route('productVariant', 'product_details', product),
  route('payment', 'payment', payment, BUYING),
  route('blogs', 'all_blogs', blogs),
  route('categoryBlogs', 'category_blogs', blogs),
  route('blog', 'blog_details', blog),
  route('cart', 'cart', cart),
  route('login', 'Login', login),
  route('register', 'sign_up', register),
  route('resetPassword', 'reset_password', resetPassword),
  route('setNewPassword', 'reset_password', newPassword),
  route('sellerRegister', 'signup_as_seller', sellerRegister),
  route('editProfile', 'edit_profile', editProfile, ACCOUNT),
  route('giftVoucher', 'gift_voucher', giftVoucher, ACCOUNT),
  route('followedShop', 'followed_shop', followedShop, ACCOUNT),
  route('digitalOrders', 'digital_product_order', digitalOrders, ACCOUNT),
  route('userToSeller', null, userToSeller, { ...ACCOUNT, headingKey: 'be_a_seller' }),
  route('notifications', 'notification', notifications, ACCOUNT),
  route('orderHistory', 'order_history', orderHistory, ACCOUNT),
  route('dashboard', 'dashboard', dashboard, ACCOUNT),
  route('wishlist', 'wishlist', wishlist, ACCOUNT),
  route('changePassword', 'change_password', changePassword, ACCOUNT),
  route('addresses', 'addresses', addresses, ACCOUNT),
  route('compareList', 'compare_list', compareList),
  route('invoice', 'invoice', invoice),
  route('wallet', 'Wallet', wallet, ACCOUNT),
  route('rewards', 'Reward', rewards, ACCOUNT),
  route('videoShopping', 'video_shopping', videoShops),
  route('videoShop', 'video_shopping', videoShop),
  route('shop', 'shop', shop),
];

export const NOT_FOUND_TITLE: TextKey = 'Not Found';
