import type { Category } from '../../types/entities';
import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import type { FilterData, ListingResult } from './catalog-types';

export const selectHome = (state: RootState) => state.catalog.home;
export const selectListing = (key: string) => (state: RootState) => state.catalog.listings[key] ?? idle<ListingResult>();
export const selectFilters = (slug: string) => (state: RootState) => state.catalog.filters[slug] ?? idle<FilterData>();

/** A category's title by slug, from the menu's tree (home/filtered_products sends the raw category, which has no title). */
export function findCategoryTitle(categories: Category[], slug: string): string | null {
  for (const category of categories) {
    if (category.slug === slug) return category.title;
    const found = findCategoryTitle([...(category.child_categories ?? []), ...(category.categories ?? [])], slug);
    if (found) return found;
  }
  return null;
}

export const selectCategoryTitle = (slug: string) => (state: RootState) => (slug ? findCategoryTitle(state.session.categories, slug) : null);
