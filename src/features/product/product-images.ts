/**
 * The product page's gallery: the large images, or the card image when the product has none.
 * One function for the screen and the loader, which hints the first one while the app is still on
 * its way (src/app/first-screen.ts), so both name the same file. The loader bundles this file, so
 * it has no runtime imports and reads an answer it has not checked.
 */
export function galleryImages(product: unknown): string[] {
  const p = (product && typeof product == 'object' ? product : {}) as { gallery?: { large?: unknown }; image_190x230?: unknown };
  const large = p.gallery && Array.isArray(p.gallery.large) ? p.gallery.large.filter((src): src is string => typeof src == 'string') : [];
  if (large.length) return large;
  return typeof p.image_190x230 == 'string' ? [p.image_190x230] : [];
}
