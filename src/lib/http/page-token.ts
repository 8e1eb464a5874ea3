import { PAGE_FIELDS } from '../../contract';

/**
 * The page token lives in memory only (never in storage or URLs). The HTTP client and the
 * realtime authoriser read it through this holder, so replacing it after logout reaches every
 * place it is used — including the host page's own hidden input, which host scripts may read.
 */
export interface PageToken {
  get(): string;
  replace(next: string): void;
}

export function createPageToken(initial: string, doc: Document | null = typeof document === 'undefined' ? null : document): PageToken {
  let current = initial;
  return {
    get: () => current,
    replace(next: string) {
      if (!next) return;
      current = next;
      if (!doc) return;
      const name = PAGE_FIELDS.token;
      doc.querySelectorAll<HTMLInputElement>(`input#${name}, input[name="${name}"]`).forEach((input) => {
        input.value = next;
      });
      doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.setAttribute('content', next);
    },
  };
}

/** The token a host page renders (the hidden `token` input, else `<meta name="csrf-token">`), or null. */
export function tokenFromHtml(html: string): string | null {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const name = PAGE_FIELDS.token;
  const input = page.querySelector<HTMLInputElement>(`input#${name}, input[name="${name}"]`);
  const value = input?.getAttribute('value') || page.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  return value || null;
}

/**
 * After the backend flushed the session on its own (seller sign-up, becoming a seller: the answer
 * carries no token, unlike logout's), the page token is stale and the next POST would get 419.
 * This reads the new one from a fresh copy of the host page at the base URL (the backend renders
 * it at `/`, with the session's token) and replaces it. Resolves to whether it did; never throws.
 */
export async function reloadPageToken(baseUrl: string, token: PageToken): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'text/html' },
    });
    if (!response.ok) return false;
    const next = tokenFromHtml(await response.text());
    if (!next) return false;
    token.replace(next);
    return true;
  } catch {
    return false;
  }
}
