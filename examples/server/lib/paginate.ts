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

export interface PaginatorLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Laravel 8's UrlWindow (onEachSide 3): which page numbers the links list, with "..." gaps. */
function pageWindow(current: number, last: number): Array<number[] | '...'> {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const onEachSide = 3;
  if (last < onEachSide * 2 + 8) return [range(1, last)];
  const window = onEachSide + 4;
  const start = range(1, 2);
  const finish = range(last - 1, last);
  if (current <= window) return [range(1, window + onEachSide), '...', finish];
  if (current > last - window) return [start, '...', range(last - (window + (onEachSide - 1)), last)];
  return [start, '...', range(current - onEachSide, current + onEachSide), '...', finish];
}

/**
 * Laravel's plain LengthAwarePaginator as JSON (test/contract/account/notifications.json). Its URLs carry only
 * `page` (the original does not append the query string) on the request's path.
 */
export function plainPaginator<T>(data: T[], total: number, page: number, perPage: number, requestUrl: string) {
  const u = new URL(requestUrl);
  const path = `${u.origin}${u.pathname}`;
  const url = (p: number) => `${path}?page=${p}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const links: PaginatorLink[] = [{ url: prev, label: '&laquo; Previous', active: false }];
  for (const part of pageWindow(page, lastPage)) {
    if (part === '...') links.push({ url: null, label: '...', active: false });
    else for (const p of part) links.push({ url: url(p), label: String(p), active: p === page });
  }
  links.push({ url: next, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
