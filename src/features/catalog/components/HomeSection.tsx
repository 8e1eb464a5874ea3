import { Link } from 'react-router-dom';
import { useT } from '../../../app/hooks';
import { ProductGrid } from '../../../components/ProductCard';
import type { Banner, BlogCard, Brand, Campaign, Category, ProductCard, ShopCard } from '../../../types/entities';

/** Section keys of home/page, grouped by what they hold (`<key>-<index>` on the wire). */
const PRODUCT_SECTIONS: Record<string, { title: string; more?: string }> = {
  today_deals: { title: 'Daily Deals', more: '/daily-deals' },
  flash_products: { title: 'All Flash Sale', more: '/flash-sale' },
  latest_products: { title: 'All Products', more: '/products/all' },
  custom_products: { title: 'All Products' },
  business_idea: { title: 'Business Idea', more: '/business-idea' },
  gift_idea: { title: 'Gift Idea', more: '/gift-idea' },
  gadget_product: { title: 'Gadget Products' },
  best_selling_product: { title: 'Best Selling Products', more: '/best-selling/products' },
  offer_ending: { title: 'Offer Products', more: '/offer/products' },
};

function keyOf(name: string): string {
  return name.replace(/-\d+$/, '');
}

function SectionHeading({ title, more }: { title: string; more?: string }) {
  const t = useT();
  return (
    <div className="sf-section__head">
      <h2>{title}</h2>
      {more && <Link to={more} className="sf-link">{t('view_all')}</Link>}
    </div>
  );
}

function isArrayOf<T>(value: unknown, field: string): value is T[] {
  return Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null && field in value[0];
}

interface Tile { id: number; to: string; image?: string; title: string }

/** A titled row of image tiles (categories, brands, shops, campaigns, blogs, videos). */
function TileSection({ title, more, tiles, wide = false }: { title: string; more: string; tiles: Tile[]; wide?: boolean }) {
  return (
    <section className="sf-section">
      <SectionHeading title={title} more={more} />
      <ul className={`sf-tiles${wide ? ' sf-tiles--wide' : ''}`}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.to} className="sf-tile">
              {tile.image && <img src={tile.image} alt="" loading="lazy" width={wide ? 187 : 96} height={wide ? 120 : 96} />}
              <span>{tile.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Video = { id: number; slug: string; title: string; thumbnail: string };

export function HomeSection({ name, data }: { name: string; data: unknown }) {
  const t = useT();
  const key = keyOf(name);
  const productSection = PRODUCT_SECTIONS[key];
  if (productSection && isArrayOf<ProductCard>(data, 'product_name')) {
    const title = t(productSection.title as Parameters<typeof t>[0]);
    return <section className="sf-section"><SectionHeading title={title} more={productSection.more} /><ProductGrid products={data} label={title} /></section>;
  }
  if ((key === 'popular_categories' || key === 'top_categories') && isArrayOf<Category>(data, 'slug')) {
    return <TileSection title={t('categories')} more="/categories"
      tiles={data.map((c) => ({ id: c.id, to: `/category/${c.slug}`, image: c.image ?? c.all_popular_image, title: c.title }))} />;
  }
  if (key === 'brands' && isArrayOf<Brand>(data, 'slug')) {
    return <TileSection title={t('brands')} more="/brands" tiles={data.map((b) => ({ id: b.id, to: `/brand/${b.slug}`, image: b.image_130x93, title: b.title }))} />;
  }
  if (key.endsWith('sellers') && isArrayOf<ShopCard>(data, 'shop_name')) {
    return <TileSection title={t('All Sellers')} more="/sellers" tiles={data.map((s) => ({ id: s.id, to: `/shop/${s.slug}`, image: s.image_82x82, title: s.shop_name }))} />;
  }
  if (key === 'campaigns' && isArrayOf<Campaign>(data, 'slug')) {
    return <TileSection wide title={t('All Campaign')} more="/campaigns" tiles={data.map((c) => ({ id: c.id, to: `/campaign/${c.slug}`, image: c.image_374x374, title: c.title }))} />;
  }
  if (key === 'blog' && isArrayOf<BlogCard>(data, 'slug')) {
    return <TileSection wide title={t('All Blogs')} more="/blogs" tiles={data.map((b) => ({ id: b.id, to: `/blog/${b.slug}`, image: b.thumbnail, title: b.title }))} />;
  }
  if (key === 'video_shopping' && isArrayOf<Video>(data, 'thumbnail')) {
    return <TileSection wide title={t('Video Shopping')} more="/video-shopping" tiles={data.map((v) => ({ id: v.id, to: `/video-shopping/${v.slug}`, image: v.thumbnail, title: v.title }))} />;
  }
  if (key === 'banners' && isArrayOf<Banner>(data, 'image')) {
    return (
      <section className="sf-banners" aria-label={t('home')}>
        {data.map((b) => <BannerLink key={b.id} banner={b} />)}
      </section>
    );
  }
  return null; // unknown or empty sections are skipped, not shown broken
}

/**
 * Banners carry only an image and a link, so the link is named after where it goes
 * ("/campaign/tech-fest" → "Tech fest"); a screen reader would otherwise hear nothing.
 */
export function bannerLabel(link: string): string {
  const last = link.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
  const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : link;
}

/** Banner links may point anywhere; our own paths stay in the app. */
export function BannerLink({ banner, className = 'sf-banner' }: { banner: { link: string | null; image: string }; className?: string }) {
  const link = banner.link ?? '';
  const image = <img src={banner.image} alt="" loading="lazy" />;
  if (link.startsWith('/') && !link.startsWith('//')) return <Link to={link} className={className} aria-label={bannerLabel(link)}>{image}</Link>;
  if (/^https?:\/\//.test(link)) return <a href={link} className={className} rel="noopener noreferrer" aria-label={bannerLabel(link)}>{image}</a>;
  return <span className={className}>{image}</span>;
}
