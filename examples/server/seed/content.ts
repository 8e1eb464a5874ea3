/**
 * Non-catalogue seed data: settings, currencies, languages, countries, static pages,
 * blogs, campaigns, the flash sale, video shops, sliders, banners and services.
 * Image-valued settings are stored as site-relative `/images/...` paths and made
 * absolute when rendered (they depend on the request's base URL).
 */
import { createRng, DAY_MS, SEED_EPOCH, slugify } from './random';

export const HOME_COMPONENTS = [
  'popular_categories', 'today_deals', 'banners', 'flash_products', 'campaigns', 'latest_products',
  'top_categories', 'best_selling_product', 'brands', 'gift_idea', 'sellers', 'offer_ending',
  'blog', 'business_idea', 'custom_products', 'video_shopping', 'featured_sellers', 'gadget_product',
  'express_sellers', 'download_section',
];

export const CURRENCIES = [
  { name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1, no_of_decimals: null as number | null },
  { name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.92, no_of_decimals: null as number | null },
  { name: 'Japanese Yen', symbol: '¥', code: 'JPY', exchange_rate: 151.5, no_of_decimals: 0 },
  { name: 'Kuwaiti Dinar', symbol: 'KD', code: 'KWD', exchange_rate: 0.307, no_of_decimals: 3 },
];

export const LANGUAGES = [
  { name: 'English', locale: 'en', flag: 'gb', text_direction: 'ltr' },
  { name: 'العربية', locale: 'ar', flag: 'sa', text_direction: 'rtl' },
];

export const COUNTRIES: Array<[string, string, string]> = [
  ['United States', 'US', '+1'], ['United Kingdom', 'GB', '+44'], ['Germany', 'DE', '+49'], ['France', 'FR', '+33'],
  ['Japan', 'JP', '+81'], ['Kuwait', 'KW', '+965'], ['Saudi Arabia', 'SA', '+966'], ['United Arab Emirates', 'AE', '+971'],
  ['Egypt', 'EG', '+20'], ['India', 'IN', '+91'], ['Bangladesh', 'BD', '+880'], ['Canada', 'CA', '+1'],
  ['Australia', 'AU', '+61'], ['Brazil', 'BR', '+55'], ['Spain', 'ES', '+34'], ['Italy', 'IT', '+39'],
  ['Netherlands', 'NL', '+31'], ['Nigeria', 'NG', '+234'], ['Pakistan', 'PK', '+92'], ['Turkey', 'TR', '+90'],
];

const PAGE_TEXT = (title: string, paras: string[]) =>
  `<h2>${title}</h2>${paras.map((p) => `<p>${p}</p>`).join('')}`;

export const PAGES = [
  {
    title: 'About Us', slug: 'about-us',
    content: PAGE_TEXT('About Us', [
      'Yoori Demo Store is a marketplace where independent sellers offer everything from gadgets to groceries.',
      'We started with a simple idea: make it easy for small shops to reach customers everywhere.',
    ]),
  },
  {
    title: 'Privacy Policy', slug: 'privacy-policy',
    content: PAGE_TEXT('Privacy Policy', [
      'We collect only the information needed to process your orders and improve the store.',
      'We never sell your personal data. You can ask us to delete your account at any time.',
    ]),
  },
  {
    title: 'Terms and Conditions', slug: 'terms-and-conditions',
    content: PAGE_TEXT('Terms and Conditions', [
      'By using this store you agree to these terms. Prices and availability may change without notice.',
      'Orders are contracts between you and the seller; the marketplace facilitates payment and delivery.',
    ]),
  },
  {
    title: 'Refund Policy', slug: 'refund-policy',
    content: PAGE_TEXT('Refund Policy', [
      'Most items can be returned within 14 days of delivery in their original condition.',
      'Refunds are issued to the original payment method or your wallet within five working days.',
    ]),
  },
];

export function buildSettings(): Record<string, unknown> {
  const pageLinks = PAGES.map((p) => ({ title: p.title, link: `/page/${p.slug}` }));
  return {
    system_name: 'Yoori Demo Store',
    light_logo: '/images/logo/1-180x40.svg',
    dark_logo: '/images/logo/2-180x40.svg',
    footer_logo: '/images/logo/3-180x40.svg',
    favicon: '/images/logo/4-32x32.svg',
    login_banner: '/images/banner/101-320x520.svg',
    sign_up_banner: '/images/banner/102-320x520.svg',
    seller_sing_up_banner: '/images/banner/103-320x520.svg',
    affiliate_sing_up_banner: '/images/banner/104-320x520.svg',
    forgot_password_banner: '/images/banner/105-320x520.svg',
    user_dashboard_banner: '/images/banner/106-1200x200.svg',
    affiliate_program_banner: '/images/banner/107-1200x300.svg',
    top_bar_banner: '/images/banner/108-1920x60.svg',
    category_default_banner: '/images/banner/109-835x200.svg',
    product_details_site_banner: '/images/banner/110-280x380.svg',
    payment_method_banner: '/images/banner/111-280x40.svg',
    refund_sticker: '/images/banner/112-80x80.svg',
    default_language: 'en',
    default_currency: 'USD',
    no_of_decimals: 2,
    decimal_separator: '.',
    currency_symbol_format: 'symbol_amount',
    text_direction: 'ltr',
    site_popup_status: 1,
    popup_show_in: 'home_page',
    popup_title: 'Get 10% off your first order',
    popup_description: 'Subscribe to our newsletter for new arrivals, exclusive deals and seasonal offers.',
    popup_image: '/images/popup/1-400x400.svg',
    facebook_link: 'https://facebook.com/yoori.demo',
    twitter_link: 'https://twitter.com/yoori_demo',
    linkedin_link: 'https://linkedin.com/company/yoori-demo',
    instagram_link: 'https://instagram.com/yoori.demo',
    youtube_link: 'https://youtube.com/@yoori-demo',
    show_social_links: 1,
    demo_mode: 1,
    pushar_activated: 1,
    is_pusher_notification_active: 1,
    disable_guest: 0,
    disable_otp: 1,
    seller_system: 1,
    wallet_system: 1,
    coupon_system: 1,
    pay_later_system: 0,
    pickup_point: 0,
    color: 1,
    currency_switcher: 1,
    language_switcher: 1,
    shipping_fee_type: 'flat_rate',
    shipping_cost: 'flat_rate',
    tax_type: 'after_tax',
    vat_and_tax_type: 'product_base',
    reward_convert_rate: 100,
    refund_request_time: 14,
    refund_with_shipping_cost: 0,
    is_cash_on_delivery_activated: 1,
    is_paypal_activated: 0,
    is_stripe_activated: 0,
    subscription_section: 1,
    article_section: 1,
    recent_viewed: 1,
    category_Section: 1,
    show_service_info_section: 1,
    header_theme: 'header_theme1',
    menu_background_color: '#333333',
    menu_text_color: '#ffffff',
    primary_color: '#ff5a24',
    header_contact_phone: '+1 555 0100',
    header_contact_email: 'hello@yoori.example',
    topbar_play_store_link: 'https://play.google.com/store',
    topbar_app_store_link: 'https://www.apple.com/app-store/',
    play_store_link: 'https://play.google.com/store',
    apple_store_link: 'https://www.apple.com/app-store/',
    footer_contact_phone: '+1 555 0100',
    footer_contact_email: 'support@yoori.example',
    footer_contact_address: '221 Market Street, Springfield',
    copyright: '© 2025 Yoori Demo Store. All rights reserved.',
    about_description: 'Yoori Demo Store is a multi-vendor marketplace with thousands of products from independent sellers.',
    header_menu: [
      { id: 1, label: 'Home', url: '/' },
      { id: 2, label: 'Campaigns', url: '/campaigns' },
      { id: 3, label: 'Brands', url: '/brands' },
      { id: 4, label: 'Sellers', url: '/sellers' },
      { id: 5, label: 'Flash Sale', url: '/flash-sale' },
      { id: 6, label: 'Blogs', url: '/blogs' },
      {
        id: 7, label: 'More', url: '#', children: [
          { id: 8, label: 'Daily Deals', url: '/daily-deals' },
          { id: 9, label: 'Gift Idea', url: '/gift-idea' },
          { id: 10, label: 'Business Idea', url: '/business-idea' },
          { id: 11, label: 'Video Shopping', url: '/video-shopping' },
        ],
      },
    ],
    footer_menu: PAGES.map((p, i) => ({ id: 20 + i, label: p.title, url: `/page/${p.slug}` })),
    useful_links: [
      { id: 30, label: 'Track Order', url: '/track-order' },
      { id: 31, label: 'Contact', url: '/contact' },
      { id: 32, label: 'All Categories', url: '/categories' },
      { id: 33, label: 'Offer Products', url: '/offer/products' },
      { id: 34, label: 'Best Selling', url: '/best-selling/products' },
    ],
    seller_agreement: pageLinks.slice(2, 3),
    customer_agreement: pageLinks.slice(2, 3),
    privacy_agreement: pageLinks.slice(1, 3),
    payment_agreement: pageLinks.slice(2, 4),
    refund_policy_agreement: pageLinks.slice(3, 4),
    gdpr_enable: 0,
    map_api_key: '',
    zoom_level: 12,
    latitude: '40.7128',
    longitude: '-74.0060',
    default_country: 1,
    current_version: '1.6.7',
    home_components: HOME_COMPONENTS,
    contact: {
      phone: '+1 555 0100', optional_phone: '+1 555 0199', email: 'support@yoori.example',
      optional_email: 'sales@yoori.example', address: '221 Market Street, Springfield',
    },
    add_ons: ['video_shopping', 'reward', 'affiliate'],
  };
}

export interface ContentSeed {
  blogCategories: Array<{ id: number; title: string; slug: string }>;
  blogs: Array<{ id: number; category_id: number; user_id: number; slug: string; title: string; short_description: string; long_description: string; tags: string[]; published_date: string; views: number }>;
  blogComments: Array<{ blog_id: number; user_id: number; comment: string; created_at: string }>;
  campaigns: Array<{ id: number; slug: string; title: string; short_description: string; details: string; start_date: string; end_date: string }>;
  flashSales: Array<{ id: number; title: string; slug: string; start_date: string; end_date: string }>;
  videoShops: Array<{ id: number; slug: string; title: string; is_live: number; style: string; details: string }>;
  sliders: Array<{ id: number; title: string; link: string }>;
  banners: Array<{ id: number; title: string; link: string }>;
  services: Array<{ id: number; title: string; sub_title: string }>;
}

const BLOG_CATEGORIES = ['Buying Guides', 'Style & Trends', 'Home Living', 'Tech Talk'];
const BLOG_TITLES = [
  'How to Choose the Right Laptop for Study and Work', '10 Kitchen Tools Every Home Cook Needs',
  'Spring Wardrobe Refresh: Five Easy Pieces', 'A Beginner’s Guide to Camping Gear',
  'Caring for Leather Bags So They Last', 'Smart Watches Compared: What Matters Most',
  'Creating a Cosy Reading Corner', 'The Best Board Games for Family Nights',
  'Coffee at Home: Beans, Grinders and Brewing', 'Skincare Basics for Every Season',
  'Keeping Your Car Clean Inside and Out', 'Gift Ideas for People Who Have Everything',
];
const BLOG_COMMENTS = [
  'Really useful, thanks for writing this!', 'I followed this advice and it worked great.',
  'Could you do a follow-up on budget options?', 'Bookmarked for later.', 'Great tips, shared with my friends.',
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
        blog_id: b.id, user_id: rng.pick(reviewerIds), comment: rng.pick(BLOG_COMMENTS),
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
    id: i + 1, slug: slugify(title), title, short_description: short,
    details: `<p>${short}</p><p>Offers run while stocks last. Prices already include the campaign discount.</p>`,
    start_date: start, end_date: end,
  }));
  const flashSales = [{ id: 1, title: 'Weekend Flash Sale', slug: 'weekend-flash-sale', start_date: start, end_date: end }];
  const videoShops = [
    'Unboxing the Newest Smartphones', 'Five-Minute Makeup Routine', 'Camping Kitchen Essentials',
    'Styling One Jacket Three Ways', 'Live: Weekend Deals Show',
  ].map((title, i) => ({
    id: i + 1, slug: slugify(title), title, is_live: i === 4 ? 1 : 0, style: `style_${(i % 3) + 1}`,
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
