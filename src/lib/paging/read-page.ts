import { ApiError } from '../http/api-error';

/**
 * One page of a list, read from either paginator the original sends: its PaginateResources
 * (`data`, `total`, `per_page`, `current_page`, `last_page`, `next_page_url`, `has_more_data`) and
 * Laravel's plain paginator (the same keys plus links). Both carry what the widget needs.
 */
export interface PageOf<T> {
  items: T[];
  /** The page this answer is (1 when the server leaves it out). */
  page: number;
  lastPage: number | null;
  total: number | null;
  perPage: number | null;
  /** Where the server's list goes on; null on the last page. */
  nextPageUrl: string | null;
}

const positive = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : null;
};

const nonNegative = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : null;
};

/**
 * Reads a paginator; rows `isItem` rejects are dropped (one malformed row does not cost the page).
 * A missing paginator, or one without a `data` list, is a malformed answer. `[]` (what the original
 * sends for a switched-off system, e.g. `sellers: []`) is an empty last page.
 */
export function readPage<T>(paginator: unknown, what: string, isItem: (row: unknown) => row is T): PageOf<T> {
  if (Array.isArray(paginator) && paginator.length === 0) {
    return { items: [], page: 1, lastPage: 1, total: 0, perPage: null, nextPageUrl: null };
  }
  if (!paginator || typeof paginator !== 'object' || !Array.isArray((paginator as { data?: unknown }).data)) {
    throw new ApiError('malformed', `The server's answer has no list of ${what}.`);
  }
  const p = paginator as Record<string, unknown> & { data: unknown[] };
  return {
    items: p.data.filter(isItem),
    page: positive(p.current_page) ?? 1,
    lastPage: positive(p.last_page),
    total: nonNegative(p.total),
    perPage: positive(p.per_page),
    nextPageUrl: typeof p.next_page_url === 'string' && p.next_page_url ? p.next_page_url : null,
  };
}

/** A row with a positive numeric id (the key lists are merged by). */
export function hasId(row: unknown): row is { id: number } {
  return !!row && typeof row === 'object' && Number((row as { id?: unknown }).id) > 0;
}
