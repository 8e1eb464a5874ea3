/** Review::image_link (test/contract/catalogue/product-details.json), shared by the reviews list and the product details' raw review rows. */

/** The `images` JSON of a review: `{storage, original_image}` or null. */
export type ReviewImages = { original_image?: unknown; storage?: unknown } | null;

/** Seeded placeholders (`images/…svg`) and uploads (`uploads/…`) are ours; anything else has no link. */
const OWN_IMAGE = /^(images\/[a-z-]+\/[\w.]+-\d+x\d+\.svg|uploads\/users\/[a-f0-9]{32}\.(jpg|png|webp|gif))$/;

/** The original image's URL, or false (no photo, or a path that is not one of ours). */
export function reviewImageLink(base: string, images: unknown): string | false {
  const path = images && typeof images === 'object' ? (images as { original_image?: unknown }).original_image : null;
  return typeof path === 'string' && OWN_IMAGE.test(path) ? `${base}/${path}` : false;
}
