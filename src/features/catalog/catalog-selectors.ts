import type { Category } from '../../types/catalogue';
import type { RootState } from '../../app/store';

export const selectHome = (state: RootState) => state.home;

/** A category's title by slug, from the menu's tree (home/filtered_products sends the raw category, which has no title). */
export function findCategoryTitle(categories: Category[], slug: string): string | null {
  for (const category of categories) {
    if (category.slug === slug) return category.title;
    const found = findCategoryTitle([...(category.child_categories ?? []), ...(category.categories ?? [])], slug);
    if (found) return found;
  }
  return null;
}

export const selectCategoryTitle = (slug: string) => (state: RootState) => (slug ? findCategoryTitle(state.shop.categories, slug) : null);
