import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../lib/hooks/shared-hooks';
import { paths } from '../lib/links/paths';
import { addEnglishTexts } from '../lib/i18n/english-texts';
import type { ViewedProduct } from '../types/catalogue';
import './recently-viewed.css';

/**
 * `recently_viewed` is the original's key (homepage/viewed_product.vue), so a shop's translation
 * applies. Its English travels with this module, which the home and product pages load lazily.
 */
export const RECENTLY_VIEWED_TEXTS = { recently_viewed: 'Recently viewed' } as const;
addEnglishTexts(RECENTLY_VIEWED_TEXTS);

type RecentlyViewedTexts = typeof RECENTLY_VIEWED_TEXTS;
declare module '../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends RecentlyViewedTexts {}
}

/**
 * The "recently viewed" strip (test/contract/catalogue/{viewed-products,product-view}.json): the products of `viewed-products`
 * (read 10 s after boot) and of `home/product-view`, as links to their pages, in a list that
 * scrolls sideways. Each link is a tab stop, and focusing one scrolls it into view. Nothing is
 * rendered for an empty list. The caller decides where it shows (home: `recent_viewed == 1`).
 */
export default function RecentlyViewed({ products }: { products: readonly ViewedProduct[] }) {
  const t = useT();
  const headingId = useId();
  const seen = new Set<unknown>();
  const unique = products.filter((product) => product?.slug && !seen.has(product.id) && seen.add(product.id));
  if (unique.length === 0) return null;
  return (
    <section className="sf-recent" aria-labelledby={headingId}>
      <h2 className="sf-recent__title" id={headingId}>
        {t('recently_viewed')}
      </h2>
      <ul className="sf-recent__list">
        {unique.map((product) => (
          <li key={product.id} className="sf-recent__item">
            <Link to={paths.product({ slug: product.slug })} className="sf-recent__link">
              <img src={product.image_72x72} alt="" width={72} height={72} loading="lazy" />
              <span className="sf-recent__name">{product.product_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
