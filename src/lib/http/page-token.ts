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
