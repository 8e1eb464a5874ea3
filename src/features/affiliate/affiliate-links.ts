/**
 * The links as affiliate_system.vue builds them: the page's `base_url`, the store path and the
 * affiliate's code (`{base_url}/register?referral_code=…`, `{base_url}/product/{slug}?referral_code=…`).
 */
export const referralLink = (base: string, code: string): string => `${base}/register?referral_code=${encodeURIComponent(code)}`;

export const productLink = (base: string, slug: string, code: string): string =>
  `${base}/product/${encodeURIComponent(slug)}?referral_code=${encodeURIComponent(code)}`;
