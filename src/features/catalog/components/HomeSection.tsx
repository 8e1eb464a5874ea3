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

export function HomeSection({ name, data }: { name: string; data: unknown }) {
  const t = useT();
  const key = keyOf(name);
  const productSection = PRODUCT_SECTIONS[key];
  if (productSection && isArrayOf<ProductCard>(data, 'product_name')) {
    const title = t(productSection.title as Parameters<typeof t>[0]);
    return <section className="sf-section"><SectionHeading title={title} more={productSection.more} /><ProductGrid products={data} label={title} /></section>;
  }
  if ((key === 'popular_categories' || key === 'top_categories') && isArrayOf<Category>(data, 'slug')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('categories')} more="/categories" />
        <ul className="sf-tiles">
          {data.map((c) => (
            <li key={c.id}><Link to={`/category/${c.slug}`} className="sf-tile">
              {(c.image ?? c.all_popular_image) && <img src={c.image ?? c.all_popular_image} alt="" loading="lazy" width={96} height={96} />}
              <span>{c.title}</span>
            </Link></li>
          ))}
        </ul>
      </section>
    );
  }
  if (key === 'brands' && isArrayOf<Brand>(data, 'slug')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('brands')} more="/brands" />
        <ul className="sf-tiles">
          {data.map((b) => <li key={b.id}><Link to={`/brand/${b.slug}`} className="sf-tile"><img src={b.image_130x93} alt="" loading="lazy" width={130} height={93} /><span>{b.title}</span></Link></li>)}
        </ul>
      </section>
    );
  }
  if (key.endsWith('sellers') && isArrayOf<ShopCard>(data, 'shop_name')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('All Sellers')} more="/sellers" />
        <ul className="sf-tiles">
          {data.map((s) => <li key={s.id}><Link to={`/shop/${s.slug}`} className="sf-tile"><img src={s.image_82x82} alt="" loading="lazy" width={82} height={82} /><span>{s.shop_name}</span></Link></li>)}
        </ul>
      </section>
    );
  }
  if (key === 'campaigns' && isArrayOf<Campaign>(data, 'slug')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('All Campaign')} more="/campaigns" />
        <ul className="sf-tiles sf-tiles--wide">
          {data.map((c) => <li key={c.id}><Link to={`/campaign/${c.slug}`} className="sf-tile"><img src={c.image_374x374} alt="" loading="lazy" width={187} height={187} /><span>{c.title}</span></Link></li>)}
        </ul>
      </section>
    );
  }
  if (key === 'banners' && isArrayOf<Banner>(data, 'image')) {
    return (
      <section className="sf-banners" aria-label={t('home')}>
        {data.map((b) => <BannerLink key={b.id} banner={b} />)}
      </section>
    );
  }
  if (key === 'blog' && isArrayOf<BlogCard>(data, 'slug')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('All Blogs')} more="/blogs" />
        <ul className="sf-tiles sf-tiles--wide">
          {data.map((b) => <li key={b.id}><Link to={`/blog/${b.slug}`} className="sf-tile"><img src={b.thumbnail} alt="" loading="lazy" width={187} height={120} /><span>{b.title}</span></Link></li>)}
        </ul>
      </section>
    );
  }
  if (key === 'video_shopping' && isArrayOf<{ id: number; slug: string; title: string; thumbnail: string }>(data, 'thumbnail')) {
    return (
      <section className="sf-section">
        <SectionHeading title={t('Video Shopping')} more="/video-shopping" />
        <ul className="sf-tiles sf-tiles--wide">
          {data.map((v) => <li key={v.id}><Link to={`/video-shopping/${v.slug}`} className="sf-tile"><img src={v.thumbnail} alt="" loading="lazy" width={187} height={120} /><span>{v.title}</span></Link></li>)}
        </ul>
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
