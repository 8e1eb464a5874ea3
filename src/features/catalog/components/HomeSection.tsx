import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useT } from '../../../lib/hooks/shared-hooks';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { ProductGrid } from '../../../components/ProductCard';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { dataLink, linkLabel } from '../../../lib/links/data-link';
import type { BlogCard, Brand, Campaign, Category, ProductCard, ShopCard } from '../../../types/catalogue';
import type { HomeSectionData } from '../catalog-types';

/** The follow button comes in its own chunk (with its slice, watcher and texts) when a shop tile shows. */
const FollowButton = lazy(() => import('../../follow').then((m) => ({ default: m.FollowButton })));

/**
 * Home sections of home/page, by the data key the original sends (test/contract/catalogue/home-page.json). Titles use
 * the original's language keys, so a shop's own translations apply.
 */
const PRODUCT_LISTS: Record<string, { title: TextKey; more?: string }> = {
  today_deals: { title: 'today_deals', more: paths.dailyDeals() },
  flash_products: { title: 'flash_sale', more: paths.flashSale() },
  latest_products: { title: 'latest_products', more: paths.search({ q: '' }) },
  custom_products: { title: 'weekly_best_products' },
  gift_idea: { title: 'gift_idea', more: paths.giftIdea() },
  business_idea: { title: 'business_idea', more: paths.businessIdea() },
  best_selling_product: { title: 'best_selling_product', more: paths.bestSelling() },
};

const SHOP_LISTS: Record<string, TextKey> = {
  sellers: 'top_shop',
  best_sellers: 'best_shop',
  featured_sellers: 'featured_shops',
  express_sellers: 'brand_shops',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A list whose items are objects carrying `field`; malformed items are left out rather than crashing the section. */
function listOf<T>(value: unknown, field: string): T[] {
  return Array.isArray(value) ? (value.filter((item) => isObject(item) && field in item) as T[]) : [];
}
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function SectionHeading({ title, more, moreLabel }: { title: string; more?: string; moreLabel: TextKey }) {
  const t = useT();
  return (
    <div className="sf-section__head">
      <h2>{title}</h2>
      {more && (
        <Link to={more} className="sf-link">
          {t(moreLabel)}
        </Link>
      )}
    </div>
  );
}

interface Tile {
  id: number;
  to: string;
  image?: string;
  title: string;
  badge?: string;
  action?: ReactNode;
}

/** A titled row of image tiles (categories, brands, shops, campaigns, blogs, videos). */
function TileSection({ title, more, tiles, wide = false }: { title: string; more?: string; tiles: Tile[]; wide?: boolean }) {
  // A tile's action (a shop's follow button) sits beside its link, never inside it.
  if (tiles.length === 0) return null;
  return (
    <section className="sf-section">
      <SectionHeading title={title} more={more} moreLabel="view_all" />
      <ul className={`sf-tiles${wide ? ' sf-tiles--wide' : ''}`}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.to} className="sf-tile">
              {tile.image && <img src={tile.image} alt="" loading="lazy" width={wide ? 187 : 96} height={wide ? 120 : 96} />}
              <span>{tile.title}</span>
              {tile.badge && <span className="sf-badge">{tile.badge}</span>}
            </Link>
            {tile.action}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductSection({
  title,
  more,
  products,
  banner,
}: {
  title: string;
  more?: string;
  products: ProductCard[];
  banner?: { image: string; url: unknown };
}) {
  if (products.length === 0) return null;
  return (
    <section className="sf-section">
      <SectionHeading title={title} more={more} moreLabel="more_products" />
      {banner?.image && (
        <DataLinkTo
          url={banner.url}
          className="sf-section__banner"
          label={typeof banner.url === 'string' ? linkLabel(banner.url) : undefined}
        >
          <img src={banner.image} alt="" loading="lazy" />
        </DataLinkTo>
      )}
      <ProductGrid products={products} label={title} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
    </section>
  );
}

/**
 * A banner section is one object mapping "<image URL>_<n>" to its link; the suffix only keeps
 * the keys unique, so it is cut off to get the image.
 */
export function bannerEntries(value: unknown): { image: string; link: string }[] {
  if (!isObject(value)) return [];
  return Object.entries(value)
    .map(([key, link]) => ({ image: key.replace(/_\d+$/, ''), link: text(link) }))
    .filter((entry) => /^https?:\/\//i.test(entry.image) || entry.image.startsWith('/'));
}

interface BannerLinkProps {
  banner: { link: string | null; image: string };
  className?: string;
  /** A largest-paint candidate (the first slide, the top section's first banner): fetched at once and first. */
  priority?: boolean;
  /** Above the fold: fetched at once, without waiting for layout as a lazy image does. */
  eager?: boolean;
  /** The image's size when the backend makes it one (its width/height reserve the space: no layout shift). */
  size?: { width: number; height: number };
}

/** An image link from data: in-app for store paths, plain for http(s), unlinked otherwise. */
export function BannerLink({ banner, className = 'sf-banner', priority = false, eager = priority, size }: BannerLinkProps) {
  const link = dataLink(banner.link);
  return (
    <DataLinkTo url={banner.link} className={className} label={link ? linkLabel(link.kind === 'route' ? link.to : link.href) : undefined}>
      <img
        src={banner.image}
        alt=""
        width={size?.width}
        height={size?.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </DataLinkTo>
  );
}

/**
 * One configured home section. `first`: the top section, above the fold on a phone, whose banners
 * are then the page's largest paint: they load at once rather than lazily.
 */
export function HomeSection({ section, first = false }: { section: HomeSectionData; first?: boolean }) {
  const t = useT();
  const { parts } = section;
  for (const [key, list] of Object.entries(PRODUCT_LISTS)) {
    if (key in parts)
      return <ProductSection title={t(list.title)} more={list.more} products={listOf<ProductCard>(parts[key], 'product_name')} />;
  }
  if ('offer_ending' in parts) {
    return (
      <ProductSection
        title={t('offer_ending_soon')}
        more={paths.offerProducts()}
        products={listOf<ProductCard>(parts.offer_ending, 'product_name')}
        banner={{ image: text(parts.offer_ending_banner), url: parts.offer_ending_banner_url }}
      />
    );
  }
  if ('gadget_product' in parts) {
    // A category section: the raw category with its best sellers; `{name: ""}` when the category is gone.
    const category = isObject(parts.gadget_product) ? parts.gadget_product : {};
    const name = text(category.name) || text(category.title);
    const slug = text(category.slug);
    if (!name) return null;
    return (
      <ProductSection
        title={name}
        more={slug ? paths.gadgetProducts({ slug }) : undefined}
        products={listOf<ProductCard>(category.products, 'product_name')}
        banner={parts.category_sec_banner_url ? { image: text(parts.category_sec_banner), url: parts.category_sec_banner_url } : undefined}
      />
    );
  }
  if ('banners' in parts) {
    const banners = bannerEntries(parts.banners);
    if (banners.length === 0) return null;
    return (
      <section className={`sf-banners sf-banners--${Math.min(banners.length, 4)}`} aria-label={t('special_offers')}>
        {banners.map((b, i) => (
          <BannerLink key={b.image} banner={b} priority={first && i === 0} eager={first} />
        ))}
      </section>
    );
  }
  if ('campaigns' in parts) {
    return (
      <TileSection
        wide
        title={t('campaign')}
        more={paths.campaigns()}
        tiles={listOf<Campaign & { image_1920x412?: string }>(parts.campaigns, 'slug').map((c) => ({
          id: c.id,
          to: paths.campaign({ slug: c.slug }),
          image: c.image_374x374,
          title: c.title,
        }))}
      />
    );
  }
  if ('popular_categories' in parts || 'top_categories' in parts) {
    const popular = 'popular_categories' in parts;
    const items = listOf<Category>(popular ? parts.popular_categories : parts.top_categories, 'slug');
    return (
      <TileSection
        title={t(popular ? 'popular_categories' : 'top_categories_of_this_month')}
        more={paths.categories()}
        tiles={items.map((c) => ({
          id: c.id,
          to: paths.categoryProducts({ slug: c.slug }),
          image: popular ? c.popular_image : c.top_image,
          title: c.title,
        }))}
      />
    );
  }
  if ('brands' in parts) {
    return (
      <TileSection
        title={t('popular_brand')}
        more={paths.brands()}
        tiles={listOf<Brand>(parts.brands, 'slug').map((b) => ({
          id: b.id,
          to: paths.brandProducts({ slug: b.slug }),
          image: b.image_130x93,
          title: b.title,
        }))}
      />
    );
  }
  for (const [key, title] of Object.entries(SHOP_LISTS)) {
    if (key in parts) {
      return (
        <TileSection
          title={t(title)}
          more={paths.sellers()}
          tiles={listOf<ShopCard>(parts[key], 'shop_name').map((s) => ({
            id: s.id,
            to: paths.shop({ slug: s.slug }),
            image: s.image_82x82,
            title: s.shop_name,
            action: (
              <Suspense fallback={null}>
                <FollowButton shop={s} />
              </Suspense>
            ),
          }))}
        />
      );
    }
  }
  if ('blog' in parts) {
    return (
      <TileSection
        wide
        title={t('latest_news')}
        more={paths.blogs()}
        tiles={listOf<BlogCard>(parts.blog, 'slug').map((b) => ({
          id: b.id,
          to: paths.blog({ slug: b.slug }),
          image: b.thumbnail,
          title: b.title,
        }))}
      />
    );
  }
  if ('video_shopping' in parts) {
    type Video = { id: number; slug: string; title: string; thumbnail: string; is_live?: boolean };
    return (
      <TileSection
        wide
        title={t('video_shopping')}
        more={paths.videoShopping()}
        tiles={listOf<Video>(parts.video_shopping, 'slug').map((v) => ({
          id: v.id,
          to: paths.videoShop({ slug: v.slug }),
          image: v.thumbnail,
          title: v.title,
          badge: v.is_live ? t('live') : undefined,
        }))}
      />
    );
  }
  if ('download_section' in parts && isObject(parts.download_section)) {
    const d = parts.download_section;
    const stores = [
      { url: d.play_store, label: t('play_store') },
      { url: d.apple_store, label: t('app_store') },
    ].filter((s) => dataLink(s.url)?.kind === 'external');
    return (
      <section className="sf-section sf-download">
        {text(d.banner) && <img src={text(d.banner)} alt="" loading="lazy" width={160} height={160} />}
        <div>
          {text(d.text) && <h2>{text(d.text)}</h2>}
          {text(d.sub_text) && <p>{text(d.sub_text)}</p>}
          <p className="sf-download__stores">
            {stores.map((s) => (
              <DataLinkTo key={s.label} url={s.url} className="sf-button">
                {s.label}
              </DataLinkTo>
            ))}
          </p>
        </div>
      </section>
    );
  }
  return null; // unknown or empty sections are skipped, not shown broken
}
