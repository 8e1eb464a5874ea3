import type { ShellData } from '../../../src/contract';
import type { Attribute, CartLine, Currency, ProductCard, ProductDetail } from '../../../src/types/entities';

export const BASE_URL = 'http://shop.test';

export const usd: Currency = { id: 1, name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1 };
export const eur: Currency = { id: 2, name: 'Euro', symbol: '€', code: 'EUR', exchange_rate: 0.5 };

export function card(id: number, over: Partial<ProductCard> = {}): ProductCard {
  return {
    id, slug: `product-${id}`, product_name: `Product ${id}`, image_190x230: `${BASE_URL}/images/p/${id}.svg`,
    price: 10 * id, special_discount_check: 0, discount_percentage: 0, rating: 4, reviews_count: 3,
    current_stock: 10, minimum_order_quantity: 1, has_variant: 0, ...over,
  };
}

export const sizeAttribute: Attribute = { id: 7, title: 'Size', attribute_value: [{ id: 71, value: 'S' }, { id: 72, value: 'M' }] };

export function detail(base: ProductCard, over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...base,
    gallery: { large: [base.image_190x230], small: [base.image_190x230] },
    description: '<p>Fine <strong>thing</strong></p><img src=x onerror="window.__pwned=1">',
    short_description: 'A short summary',
    category_title: 'Shoes', category_slug: 'shoes',
    product_stock: { discount_percentage: 0, price: base.price, current_stock: base.current_stock, sku: 'SKU-1', special_discount_check: 0, variant_ids: null, name: null },
    related_products: [],
    ...over,
  };
}

export function cartLine(productId: number, quantity: number, over: Partial<CartLine> = {}): CartLine {
  return {
    id: 100 + productId, seller_id: 1, product_id: productId, product_name: `Product ${productId}`, product_slug: `product-${productId}`,
    image_72x72: '', price: 10 * productId, discount: 0, tax: 0, shipping_cost: 0, quantity, trx_id: 'trx-1', current_stock: 10,
    min_quantity: 1, variant: null, ...over,
  };
}

export function shell(over: Partial<ShellData> = {}, settings: Partial<ShellData['settings_data']> = {}): ShellData {
  return {
    settings_data: {
      system_name: 'Test Store', no_of_decimals: 2, decimal_separator: '.', currency_symbol_format: 'symbol_amount',
      site_popup_status: 1, popup_show_in: 'home_page', popup_title: 'Join our newsletter', popup_description: 'Deals weekly',
      facebook_link: 'https://facebook.example/store', demo_mode: 0, pushar_activated: 0, disable_guest: 0,
      lang_file: `${BASE_URL}/resources/lang/en.json`, currency_switcher: 1,
      ...settings,
    },
    languages: [{ id: 1, name: 'English', locale: 'en', text_direction: 'ltr' }],
    currencies: [usd, eur],
    active_language: { id: 1, name: 'English', locale: 'en', text_direction: 'ltr' },
    active_currency: usd,
    default_currency: usd,
    user: null,
    wishlists: 2,
    user_wishlists: [{ product_id: 1 }, { product_id: 2 }],
    carts: [],
    compare_list: 1,
    categories: [{ id: 1, slug: 'shoes', title: 'Shoes' }],
    sliders: [],
    banners: [],
    services: [],
    viewed_products: [],
    pages: [{ title: 'About us', link: 'about-us' }],
    home_components: [],
    default_assets: { static_asset: BASE_URL },
    add_ons: [],
    shop_follower: [],
    lang_keywords: null,
    ...over,
  };
}

export const signedInUser = { id: 1, first_name: 'Jane', last_name: 'Customer', full_name: 'Jane Customer', email: 'jane@example.com', user_type: 'customer' as const };
