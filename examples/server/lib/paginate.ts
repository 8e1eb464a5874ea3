/** The original's "PaginateResource" shape (e.g. ProductPaginateResource), with an absolute next_page_url. */
export interface PaginateResource<T> {
  data: T[];
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  last_page: number;
  next_page_url: string | null;
  has_more_data: boolean;
}

/**
 * The most rows one page may hold, whatever page size the caller asks for (`paginate`, `per_page`):
 * the original passes the number straight to Laravel's paginate(), so `paginate=100000` reads and
 * serialises a whole table in one answer. Bigger asks get this many rows, and `per_page` says so.
 */
export const MAX_PER_PAGE = 100;

/**
 * The most rows a write's answer may hold when its `paginate` is a page COUNTER (reviews, blog
 * comments: page 1 of counter × 10 rows, which stands for every page the widget shows). Higher than
 * MAX_PER_PAGE so that fifty "show more" pages still come back whole; still bounded.
 */
export const MAX_COUNTER_ROWS = 500;

/** A caller's page size: its integer (at least 1), `fallback` when missing, 0 or not a number; never above `max`. */
export function perPageParam(raw: unknown, fallback: number, max = MAX_PER_PAGE): number {
  return Math.min(max, Math.max(1, Number.parseInt(String(raw ?? ''), 10) || fallback));
}

/** The rows of `counter` pages of `rowsPerPage` (a write's answer); `fallback` when the counter is missing or not positive. */
export function counterRows(counter: unknown, rowsPerPage: number, fallback: number): number {
  const n = typeof counter === 'number' ? counter : Number.parseInt(String(counter ?? ''), 10);
  return Number.isSafeInteger(n) && n > 0 ? Math.min(n * rowsPerPage, MAX_COUNTER_ROWS) : fallback;
}

export function pageParams(raw: { page?: string | null; paginate?: string | null }, defaultPerPage: number, maxPerPage = MAX_PER_PAGE) {
  const page = Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1);
  const perPage = perPageParam(raw.paginate, defaultPerPage, maxPerPage);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Builds the URL of another page from the current absolute request URL. */
export function pageUrl(requestUrl: string, page: number): string {
  const u = new URL(requestUrl);
  u.searchParams.set('page', String(page));
  return u.toString();
}

export function paginate<T>(data: T[], total: number, page: number, perPage: number, requestUrl: string): PaginateResource<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const hasMore = page < lastPage;
  return {
    data,
    total,
    count: data.length,
    per_page: perPage,
    current_page: page,
    total_pages: lastPage,
    last_page: lastPage,
    next_page_url: hasMore ? pageUrl(requestUrl, page + 1) : null,
    has_more_data: hasMore,
  };
}
