/**
 * The shop page's texts, under the original's keys where it has them (shop.vue and the home
 * section components it reuses: `store`, `coupons`, `products`, `joined`, `reviews`,
 * `featured_products`, `new_arrival`, `best_related_products`, `get_code`), our English otherwise.
 * Keys other features also define (`products`, `joined`, `reviews`, `get_code`, `voucher_*`) have
 * their exact wording. `all_products`, `more_products`, `best_selling_product`, `offer_ending_soon`,
 * `special_offers`, `off` and `amount_off` are core texts.
 */
export const SELLER_SHOP_TEXTS = {
  store: 'Store',
  coupons: 'Coupons',
  products: 'Products',
  joined: 'Joined',
  reviews: 'Reviews',
  featured_products: 'Featured Products',
  new_arrival: 'New Arrival',
  best_related_products: 'Best Rated Product',
  get_code: 'Copy code',
  voucher_code: 'Code',
  voucher_copied: 'Copied: :code',
  voucher_copy_failed: 'The code could not be copied. It is selected: copy :code by hand.',
  shop_sections: 'Shop sections',
  shop_logo: ':shop logo',
  shop_no_sections: 'This shop has not arranged its page yet.',
  shop_browse_products: 'See all its products',
  shop_coupons_none: 'This shop has no coupons at the moment.',
} as const;

type SellerShopTexts = typeof SELLER_SHOP_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends SellerShopTexts {}
}
