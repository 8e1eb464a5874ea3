import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Category } from '../../types/catalogue';
import { homePageGet } from './catalog-gets';
import type { HomePage, HomeSectionData } from './catalog-types';

/**
 * home/page?page=n. `components` is keyed `<data key>-<setting index>` in setting order, or `[]`
 * when nothing matched. Sections are grouped by that index, not by arrival order: the server
 * skips sections whose add-on or seller system is off, so positions would drift.
 */
export async function getHomePage(http: Http, page: number): Promise<HomePage> {
  const { url, params } = homePageGet(page);
  const { data } = await http.get(url, { params });
  const body = expectKeys<{ components: unknown; has_more_data?: unknown }>(data, ['components']);
  const components =
    body.components && typeof body.components === 'object' && !Array.isArray(body.components)
      ? (body.components as Record<string, unknown>)
      : {};
  const byIndex = new Map<number, HomeSectionData>();
  for (const [name, value] of Object.entries(components)) {
    const match = /^(.+)-(\d+)$/.exec(name);
    if (!match) continue;
    const index = Number(match[2]);
    const section = byIndex.get(index) ?? { index, parts: {} };
    section.parts[match[1]] = value;
    byIndex.set(index, section);
  }
  return { sections: [...byIndex.values()].sort((a, b) => a.index - b.index), hasMore: body.has_more_data === true };
}

/** Paginated lists come as `{data: [...]}` or, from older endpoints, as a bare array. */
export function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)) return (value as { data: T[] }).data;
  return [];
}

/**
 * sidebar/categories: the menu's top-level categories (at most 9) with their children. The
 * original host page always passes `categories: []`, so the menu comes from here.
 */
export async function getSidebarCategories(http: Http): Promise<Category[]> {
  const { data } = await http.get('sidebar/categories');
  const body = expectKeys<{ categories: unknown }>(data, ['categories']);
  return expectList<Category>(body.categories, 'categories').filter(
    (c) => c && typeof c === 'object' && typeof c.slug === 'string' && typeof c.title === 'string',
  );
}
