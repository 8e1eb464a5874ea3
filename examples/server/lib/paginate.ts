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

export function pageParams(raw: { page?: string | null; paginate?: string | null }, defaultPerPage: number, maxPerPage = 100) {
  const page = Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1);
  const perPage = Math.min(maxPerPage, Math.max(1, Number.parseInt(raw.paginate ?? '', 10) || defaultPerPage));
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
