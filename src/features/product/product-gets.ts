import type { GetRequest } from '../../lib/http/early-answers';

/**
 * home/product-details/{slug}, built once for the API function and for the loader, which starts
 * it before the app has arrived (src/app/first-screen.ts). The loader bundles this file, so it has
 * no runtime imports.
 *
 * `trx_id` is the cart's: the answer's stock is less what that cart already holds. The original
 * backend reads `referral_code` too, to count an affiliate's click, but its SPA never forwarded the
 * page URL's code, so no click was ever counted; this widget forwards it.
 */
export function productDetailsGet(slug: string, trxId: string, referralCode?: string | null): GetRequest {
  return {
    url: `home/product-details/${encodeURIComponent(slug)}`,
    params: referralCode ? { trx_id: trxId, referral_code: referralCode } : { trx_id: trxId },
  };
}
