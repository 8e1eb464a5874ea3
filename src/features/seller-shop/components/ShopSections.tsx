import { useT } from '../../../lib/hooks/shared-hooks';
import { ProductGrid } from '../../../components/ProductCard';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { renderAddToCart } from '../../cart';
import { BannerLink, bannerEntries } from '../../catalog';
import { renderListToggles } from '../../compare';
import type { ProductSectionKind, ShopSection } from '../seller-shop-api';

/** Section titles: the original's keys (best_rated_products uses `best_related_products`, sic). */
const TITLES: Record<ProductSectionKind, TextKey> = {
  featured_products: 'featured_products',
  new_arrival: 'new_arrival',
  best_selling_products: 'best_selling_product',
  offer_ending_soon: 'offer_ending_soon',
  best_rated_products: 'best_related_products',
};

/**
 * The shop's own home sections in the seller's order: banner rows and product rows. "More
 * Products" opens the shop's product tab, as the original's sections do on a shop page.
 */
export function ShopSections({ sections, onMoreProducts }: { sections: ShopSection[]; onMoreProducts: () => void }) {
  const t = useT();
  if (sections.length === 0) {
    return (
      <div className="sf-shop-empty">
        <p>{t('shop_no_sections')}</p>
        <button type="button" className="sf-button sf-button--primary" onClick={onMoreProducts}>
          {t('shop_browse_products')}
        </button>
      </div>
    );
  }
  return (
    <>
      {sections.map((section) => {
        if (section.kind === 'banner') {
          const banners = bannerEntries(section.banners);
          if (banners.length === 0) return null;
          const n = Math.min(banners.length, 4);
          return (
            <section key={section.index} className={`sf-shop-banners sf-shop-banners--${n}`} aria-label={t('special_offers')}>
              {banners.map((banner) => (
                <BannerLink key={banner.image} banner={banner} className="sf-banner" />
              ))}
            </section>
          );
        }
        const title = t(TITLES[section.kind]);
        const headingId = `sf-shop-section-${section.index}`;
        return (
          <section key={section.index} className="sf-section" aria-labelledby={headingId}>
            <div className="sf-section__head">
              <h2 id={headingId}>{title}</h2>
              <button type="button" className="sf-link sf-shop-more" onClick={onMoreProducts}>
                {t('more_products')}
              </button>
            </div>
            <ProductGrid products={section.products} label={title} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
          </section>
        );
      })}
    </>
  );
}
