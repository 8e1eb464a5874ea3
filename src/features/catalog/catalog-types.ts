import type { Id } from '../../types/common';
import type { Attribute, Brand, Category, Color, Paginated, ProductCard } from '../../types/catalogue';

/** The backend's `route` parameter for home/filtered_products (the original's Vue route names). */
export type ListingRoute =
  | 'product.by.category'
  | 'product.by.brand'
  | 'product.by.offer'
  | 'product.by.selling'
  | 'product.by.gadget'
  | 'search.product'
  | 'all.products'
  | 'shop';

export type SortKey = 'newest' | 'oldest' | 'top_rated' | 'top_selling';

export interface ListingQuery {
  route: ListingRoute;
  slug: string;
  key: string;
  page: number;
  sort: SortKey | '';
  category: Id[];
  brand: Id[];
  color: Id[];
  rating: number[];
  attributeValues: Id[];
  /** In the active currency, as the backend expects; null = unbounded. */
  price: { min: number; max: number } | null;
}

export interface ListingResult {
  type: string;
  /** The page heading object: a category, a brand or `{title}`. */
  page: { title?: string; image_835x200?: string; child_categories?: { id: Id; title: string; slug?: string }[] } | null;
  products: Paginated<ProductCard>;
  /**
   * The category or brand the address names does not exist: the original answers `{error}` for an
   * unknown category and `page: ""` for an unknown brand. The screen shows the not-found page.
   */
  missing: boolean;
}

export interface FilterData {
  categories: (Pick<Category, 'id' | 'title' | 'slug'> & { total_products?: number })[];
  brands: Brand[];
  attributes: Attribute[];
  colors: Color[];
  priceRange: { min: number; max: number } | null;
}

/**
 * One configured home section: the `components` entries that share its setting index
 * (`gadget_product-4`, `category_sec_banner-4` and `category_sec_banner_url-4` are one section).
 */
export interface HomeSectionData {
  index: number;
  /** data key (`banners`, `gadget_product`, `category_sec_banner`, …) → its value */
  parts: Record<string, unknown>;
}

export interface HomePage {
  sections: HomeSectionData[];
  hasMore: boolean;
}
