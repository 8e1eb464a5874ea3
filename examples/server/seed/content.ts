/**
 * Non-catalogue seed data: settings, currencies, languages, countries, static pages,
 * blogs, campaigns, the flash sale, video shops, sliders, banners and services.
 * Image-valued settings are stored as site-relative `/images/...` paths and made
 * absolute when rendered (they depend on the request's base URL).
 */
import { createRng, DAY_MS, SEED_EPOCH, slugify } from './random';

/** The original's currency rows {name,symbol,code,exchange_rate}; decimals come from settings.no_of_decimals. */
export const CURRENCIES = [
  { name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1 },
  { name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.92 },
  { name: 'Japanese Yen', symbol: '¥', code: 'JPY', exchange_rate: 151.5 },
  { name: 'Kuwaiti Dinar', symbol: 'KD', code: 'KWD', exchange_rate: 0.307 },
];

export const LANGUAGES = [
  { name: 'English', locale: 'en', flag: 'gb', text_direction: 'ltr' },
  { name: 'العربية', locale: 'ar', flag: 'sa', text_direction: 'rtl' },
];

export const COUNTRIES: Array<[string, string, string]> = [
  ['United States', 'US', '+1'],
  ['United Kingdom', 'GB', '+44'],
  ['Germany', 'DE', '+49'],
  ['France', 'FR', '+33'],
  ['Japan', 'JP', '+81'],
  ['Kuwait', 'KW', '+965'],
  ['Saudi Arabia', 'SA', '+966'],
  ['United Arab Emirates', 'AE', '+971'],
  ['Egypt', 'EG', '+20'],
  ['India', 'IN', '+91'],
  ['Bangladesh', 'BD', '+880'],
  ['Canada', 'CA', '+1'],
  ['Australia', 'AU', '+61'],
  ['Brazil', 'BR', '+55'],
  ['Spain', 'ES', '+34'],
  ['Italy', 'IT', '+39'],
  ['Netherlands', 'NL', '+31'],
  ['Nigeria', 'NG', '+234'],
  ['Pakistan', 'PK', '+92'],
  ['Turkey', 'TR', '+90'],
];

const PAGE_TEXT = (title: string, paras: string[]) => `<h2>${title}</h2>${paras.map((p) => `<p>${p}</p>`).join('')}`;

export const PAGES = [
  {
    title: 'About Us',
    slug: 'about-us',
    content: PAGE_TEXT('About Us', [
      'Yoori Demo Store is a marketplace where independent sellers offer everything from gadgets to groceries.',
      'We started with a simple idea: make it easy for small shops to reach customers everywhere.',
    ]),
  },
  {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    content: PAGE_TEXT('Privacy Policy', [
      'We collect only the information needed to process your orders and improve the store.',
      'We never sell your personal data. You can ask us to delete your account at any time.',
    ]),
  },
  {
    title: 'Terms and Conditions',
    slug: 'terms-and-conditions',
    content: PAGE_TEXT('Terms and Conditions', [
      'By using this store you agree to these terms. Prices and availability may change without notice.',
      'Orders are contracts between you and the seller; the marketplace facilitates payment and delivery.',
    ]),
  },
  {
    title: 'Refund Policy',
    slug: 'refund-policy',
    content: PAGE_TEXT('Refund Policy', [
      'Most items can be returned within 14 days of delivery in their original condition.',
      'Refunds are issued to the original payment method or your wallet within five working days.',
    ]),
  },
];

const ON = '1';
const OFF = '0';

/**
 * The settings table. Keys the storefront reads are stored under their settings_data names with
 * the original's raw types: settingHelper() values are strings ("1"/"0"), menus and agreement page
 * lists are JSON, texts that the original keeps per language are {en, ar} objects. services/settings-data.ts
 * turns them into settings_data (bool/int casts, absolute image URLs, page lists). The rest are read
 * by the server or the host page only (they are not sent): default_language, default_currency (an id),
 * vat_type, shipping_fee_flat_rate, favicon, colours, add_ons, contact; home_page_contents comes from seed/home.ts.
 * Optional rows the original reads through settingData([...]) (e.g. stripe_key) are left out when
 * unset: the key is then absent from settings_data, as in the original.
 */
export function buildSettings(): Record<string, unknown> {
  return {
    // identity and images (site-relative paths, made absolute per request)
    system_name: 'Yoori Demo Store',
    light_logo: '/images/logo/1-138x52.svg',
    dark_logo: '/images/logo/2-138x52.svg',
    footer_logo: '/images/logo/3-89x33.svg',
    favicon: '/images/logo/4-32x32.svg',
    payment_method_banner: '/images/banner/111-48x25.svg',
    login_banner: '/images/banner/101-320x520.svg',
    top_bar_banner: '/images/banner/108-1920x60.svg',
    sign_up_banner: '/images/banner/102-320x520.svg',
    affiliate_sing_up_banner: '/images/banner/104-320x520.svg',
    seller_sing_up_banner: '/images/banner/103-320x852.svg',
    forgot_password_banner: '/images/banner/105-320x520.svg',
    user_dashboard_banner: '/images/banner/106-940x110.svg',
    affiliate_program_banner: '/images/banner/107-1920x412.svg',
    product_details_site_banner: '/images/banner/110-263x263.svg',
    category_default_banner: '/images/banner/109-835x200.svg',
    refund_sticker: '/images/banner/112-45x45.svg',
    popup_image: '/images/popup/1-270x260.svg',
    // home toggles and texts
    subscription_section: ON,
    article_section: ON,
    recent_viewed: ON,
    category_Section: ON,
    show_social_links: ON,
    show_service_info_section: ON,
    article: '<h2>Shop with confidence</h2><p>Thousands of products from independent sellers, with secure checkout and easy returns.</p>',
    copyright: { en: '© 2025 Yoori Demo Store. All rights reserved.', ar: '© 2025 متجر يوري التجريبي. جميع الحقوق محفوظة.' },
    about_description: { en: '<p>Yoori Demo Store is a multi-vendor marketplace with thousands of products from independent sellers.</p>' },
    // The programme as the reference server runs it (services/affiliate.ts).
    affiliate_terms_condition: [
      '<h3>How the programme works</h3>',
      '<p>Share your referral link or a product link. When a shopper opens it and then orders, the order is yours.</p>',
      '<ul>',
      '<li>Commission is set by each shop: a percentage of the item price (5% to 10%) or a fixed amount per item.</li>',
      '<li>A click is counted once per visitor and product; your own visits are never counted, and you earn nothing on your own orders.</li>',
      '<li>Commission is pending until the order is delivered; cancelled orders earn nothing.</li>',
      '<li>You can ask for a payout by bank transfer or PayPal once your balance reaches 10.00, one request at a time.</li>',
      '</ul>',
      '<p>We may change these terms; the version on this page applies.</p>',
    ].join(''),
    gdpr: { en: '<p>We use cookies to keep you signed in and to remember your cart.</p>' },
    gdpr_enable: OFF,
    refund_protection_title: { en: 'Refund protection' },
    refund_protection_sub_title: { en: 'Get your money back if the item is not as described' },
    // payment-card footer icons
    visa_pay_banner: ON,
    master_card_pay_banner: ON,
    american_express_pay_banner: OFF,
    paypal_payment_banner: ON,
    apple_pay_banner: OFF,
    after_pay_banner: OFF,
    amazon_pay_banner: OFF,
    // layout, language and currency
    header_theme: 'header_theme1',
    full_width_menu_background: ON,
    menu_background_color: '#333333',
    menu_text_color: '#ffffff',
    menu_active_color: '#ff5a24',
    primary_color: '#ff5a24',
    default_language: 'en',
    default_currency: '1',
    language_switcher: ON,
    currency_switcher: ON,
    no_of_decimals: '2',
    decimal_separator: '.',
    currency_symbol_format: 'symbol_amount',
    // commerce switches
    seller_system: ON,
    color: ON,
    pickup_point: OFF,
    wallet_system: ON,
    coupon_system: ON,
    pay_later_system: OFF,
    shipping_fee_type: 'flat_rate',
    shipping_fee_flat_rate: '4.99',
    vat_type: 'before_tax',
    vat_and_tax_type: 'product_base',
    reward_convert_rate: '100',
    refund_with_shipping_cost: OFF,
    refund_request_time: '14',
    wholesale_price_variations_show: ON,
    disable_otp: ON,
    disable_guest: OFF,
    default_country: '1',
    is_cash_on_delivery_activated: ON,
    // payment gateways (all off; no keys)
    is_paypal_activated: OFF,
    paypal_key: '',
    is_stripe_activated: OFF,
    is_razorpay_activated: OFF,
    razor_key: '',
    is_sslcommerz_activated: OFF,
    is_paytm_activated: OFF,
    is_jazz_cash_activated: OFF,
    is_paystack_activated: OFF,
    paystack_pk: '',
    is_flutterwave_activated: OFF,
    flw_public_key: '',
    is_mollie_activated: OFF,
    is_mercado_pago_activated: OFF,
    is_mid_trans_activated: OFF,
    mid_trans_client_id: '',
    is_telr_activated: OFF,
    is_google_pay_activated: OFF,
    is_amarpay_activated: OFF,
    is_bkash_activated: OFF,
    is_nagad_activated: OFF,
    is_skrill_activated: OFF,
    is_iyzico_activated: OFF,
    is_hitpay_activated: OFF,
    is_kkiapay_activated: OFF,
    is_kkiapay_sandboxed: OFF,
    kkiapay_public_key: '',
    is_dpo_activated: OFF,
    // misc (demo_mode is config('app.demo_mode') in the original; the server's DEMO_MODE replaces this row)
    demo_mode: false,
    pushar_activated: true,
    current_version: '1.6.7',
    // sign-in options
    is_google_login_activated: OFF,
    is_facebook_login_activated: OFF,
    is_twitter_login_activated: OFF,
    is_recaptcha_activated: OFF,
    recaptcha_Site_key: '',
    // contact and store links ("1" in topbar_*_store_link shows the icon in the top bar)
    header_contact_phone: '+1 555 0100',
    header_contact_email: 'hello@yoori.example',
    topbar_play_store_link: ON,
    topbar_app_store_link: ON,
    play_store_link: 'https://play.google.com/store',
    apple_store_link: 'https://www.apple.com/app-store/',
    footer_contact_phone: '+1 555 0100',
    footer_contact_email: 'support@yoori.example',
    footer_contact_address: '221 Market Street, Springfield',
    facebook_link: 'https://facebook.com/yoori.demo',
    twitter_link: 'https://twitter.com/yoori_demo',
    instagram_link: 'https://instagram.com/yoori.demo',
    youtube_link: 'https://youtube.com/@yoori-demo',
    linkedin_link: 'https://linkedin.com/company/yoori-demo',
    // menus as the original stores them: {label,url}; a dropdown's children are numeric keys of the same object
    header_menu: [
      { label: 'Home', url: '/' },
      { label: 'Campaigns', url: '/campaigns' },
      { label: 'Brands', url: '/brands' },
      { label: 'Sellers', url: '/sellers' },
      { label: 'Flash Sale', url: '/flash-sale' },
      { label: 'Blogs', url: '/blogs' },
      {
        label: 'More',
        url: 'javascript:void(0)',
        0: { label: 'Daily Deals', url: '/daily-deals' },
        1: { label: 'Video Shopping', url: '/video-shopping' },
      },
    ],
    footer_menu: PAGES.map((p) => ({ label: p.title, url: `/page/${p.slug}` })),
    useful_links: [
      { label: 'Track Order', url: '/track-order' },
      { label: 'Contact', url: '/contact' },
      { label: 'All Categories', url: 'categories' },
      { label: 'Offer Products', url: '/offer/products' },
      { label: 'Latest News', url: '/blogs' },
    ],
    // newsletter pop-up
    popup_title: { en: 'Get 10% off your first order', ar: 'احصل على خصم 10٪ على طلبك الأول' },
    popup_description: { en: 'Subscribe to our newsletter for new arrivals, exclusive deals and seasonal offers.' },
    site_popup_status: ON,
    popup_show_in: 'home_page',
    // agreements: page links (slugs); the refund policy is a raw slug or URL
    seller_agreement: ['terms-and-conditions'],
    customer_agreement: ['terms-and-conditions'],
    privacy_agreement: ['privacy-policy'],
    payment_agreement: ['terms-and-conditions', 'refund-policy'],
    refund_policy_agreement: 'refund-policy',
    // map
    map_api_key: '',
    zoom_level: '12',
    latitude: '40.7128',
    longitude: '-74.0060',
    // server-side only
    contact: {
      phone: '+1 555 0100',
      optional_phone: '+1 555 0199',
      email: 'support@yoori.example',
      optional_email: 'sales@yoori.example',
      address: '221 Market Street, Springfield',
    },
    add_ons: ['video_shopping', 'reward', 'affiliate'],
  };
}

export interface ContentSeed {
  blogCategories: Array<{ id: number; title: string; slug: string }>;
  blogs: Array<{
    id: number;
    category_id: number;
    user_id: number;
    slug: string;
    title: string;
    short_description: string;
    long_description: string;
    tags: string[];
    published_date: string;
    views: number;
  }>;
  blogComments: Array<{ blog_id: number; user_id: number; comment: string; created_at: string }>;
  campaigns: Array<{
    id: number;
    slug: string;
    title: string;
    short_description: string;
    details: string;
    start_date: string;
    end_date: string;
  }>;
  flashSales: Array<{ id: number; title: string; slug: string; start_date: string; end_date: string }>;
  videoShops: Array<{ id: number; slug: string; title: string; is_live: number; style: string; details: string }>;
  sliders: Array<{ id: number; title: string; link: string }>;
  banners: Array<{ id: number; title: string; link: string }>;
  services: Array<{ id: number; title: string; sub_title: string }>;
}

const BLOG_CATEGORIES = ['Buying Guides', 'Style & Trends', 'Home Living', 'Tech Talk'];
const BLOG_TITLES = [
  'How to Choose the Right Laptop for Study and Work',
  '10 Kitchen Tools Every Home Cook Needs',
  'Spring Wardrobe Refresh: Five Easy Pieces',
  'A Beginner’s Guide to Camping Gear',
  'Caring for Leather Bags So They Last',
  'Smart Watches Compared: What Matters Most',
  'Creating a Cosy Reading Corner',
  'The Best Board Games for Family Nights',
  'Coffee at Home: Beans, Grinders and Brewing',
  'Skincare Basics for Every Season',
  'Keeping Your Car Clean Inside and Out',
  'Gift Ideas for People Who Have Everything',
];
const BLOG_COMMENTS = [
  'Really useful, thanks for writing this!',
  'I followed this advice and it worked great.',
  'Could you do a follow-up on budget options?',
  'Bookmarked for later.',
  'Great tips, shared with my friends.',
];

export function generateContent(seed: number, reviewerIds: number[]): ContentSeed {
  const rng = createRng(seed ^ 0xc0ffee);
  const blogCategories = BLOG_CATEGORIES.map((title, i) => ({ id: i + 1, title, slug: slugify(title) }));
  const blogs = BLOG_TITLES.map((title, i) => ({
    id: i + 1,
    category_id: (i % blogCategories.length) + 1,
    user_id: 1,
    slug: slugify(title),
    title,
    short_description: `${title.split(':')[0]} — practical advice from our editors, with product picks from the marketplace.`,
    long_description:
      `<p>Whether you are shopping for yourself or for someone else, a little planning goes a long way.</p>` +
      `<h3>What to look for</h3><ul><li>Quality materials</li><li>Honest reviews</li><li>A seller with good ratings</li></ul>` +
      `<p>Browse our categories to compare options side by side, and add favourites to your wishlist.</p>`,
    tags: rng.sample(['tips', 'guide', 'home', 'style', 'tech', 'gifts', 'outdoors', 'kitchen'], 3),
    published_date: new Date(SEED_EPOCH - (i * 9 + 3) * DAY_MS).toISOString().slice(0, 10),
    views: rng.int(40, 2400),
  }));
  const blogComments: ContentSeed['blogComments'] = [];
  for (const b of blogs) {
    const n = rng.int(0, 4);
    for (let k = 0; k < n; k++) {
      blogComments.push({
        blog_id: b.id,
        user_id: rng.pick(reviewerIds),
        comment: rng.pick(BLOG_COMMENTS),
        created_at: new Date(SEED_EPOCH - rng.int(1, 40) * DAY_MS).toISOString(),
      });
    }
  }
  const start = new Date(Date.UTC(2025, 0, 1)).toISOString();
  const end = new Date(Date.UTC(2030, 11, 31, 23, 59, 59)).toISOString();
  const campaigns = [
    ['Summer Essentials', 'Beat the heat with outdoor gear and breezy fashion.'],
    ['Back to School', 'Laptops, notebooks and backpacks for the new term.'],
    ['Home Makeover Week', 'Refresh every room with decor, bedding and furniture.'],
    ['Tech Fest', 'The latest gadgets at festival prices.'],
    ['Healthy Living', 'Fitness kit and pantry staples for a fresh start.'],
  ].map(([title, short], i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    short_description: short,
    details: `<p>${short}</p><p>Offers run while stocks last. Prices already include the campaign discount.</p>`,
    start_date: start,
    end_date: end,
  }));
  const flashSales = [{ id: 1, title: 'Weekend Flash Sale', slug: 'weekend-flash-sale', start_date: start, end_date: end }];
  const videoShops = [
    'Unboxing the Newest Smartphones',
    'Five-Minute Makeup Routine',
    'Camping Kitchen Essentials',
    'Styling One Jacket Three Ways',
    'Live: Weekend Deals Show',
  ].map((title, i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    is_live: i === 4 ? 1 : 0,
    style: `style_${(i % 3) + 1}`,
    details: `<p>${title}. Watch and shop the products featured in this video.</p>`,
  }));
  const sliders = [
    { id: 1, title: 'New Season Arrivals', link: '/category/fashion' },
    { id: 2, title: 'Tech Fest Deals', link: '/campaign/tech-fest' },
    { id: 3, title: 'Home Makeover Week', link: '/campaign/home-makeover-week' },
  ];
  const banners = [
    { id: 1, title: 'Up to 40% off', link: '/offer/products' },
    { id: 2, title: 'Best Sellers', link: '/best-selling/products' },
    { id: 3, title: 'Daily Deals', link: '/daily-deals' },
    { id: 4, title: 'Gift Ideas', link: '/gift-idea' },
  ];
  const services = [
    { id: 1, title: 'Free Shipping', sub_title: 'On orders over $50' },
    { id: 2, title: 'Easy Returns', sub_title: '14-day return policy' },
    { id: 3, title: 'Secure Payment', sub_title: '100% protected checkout' },
    { id: 4, title: '24/7 Support', sub_title: 'We are here to help' },
  ];
  return { blogCategories, blogs, blogComments, campaigns, flashSales, videoShops, sliders, banners, services };
}
