import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ProductGrid } from '../../../components/ProductCard';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { loadSanitizer, SafeHtml } from '../../../components/SafeHtml';
import { selectLoadingPlaceholder, selectViewedProducts } from '../../shell/shell-selectors';
import { usePageSettled } from '../../shell';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import RecentlyViewed from '../../../components/RecentlyViewed';
import { selectProductDetails } from '../product-selectors';
import { productDetailsRequested } from '../product-slice';
import { productFeature } from '../product-feature';
import { PurchasePanel } from '../components/PurchasePanel';
import { isUnknownProduct, ProductNotFound } from '../components/ProductNotFound';
import { useTabTitle } from '../../../app/use-tab-title';
import { galleryImages } from '../product-images';
import '../product.css';

// Reviews sit below the fold: their code, state and texts load in their own chunk.
const ProductReviews = lazy(() => import('../../reviews').then((m) => ({ default: m.ProductReviews })));

// Product pages always show server HTML: fetch the sanitiser with the screen, not after it.
void loadSanitizer().catch(() => {});

function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [active, setActive] = useState(0);
  if (images.length === 0) return null;
  return (
    <div className="sf-gallery">
      <img
        className="sf-gallery__main"
        src={images[Math.min(active, images.length - 1)]}
        alt={name}
        width={600}
        height={600}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <div className="sf-gallery__thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={t('image_number', { name, number: i + 1 })}
              aria-pressed={i === active}
              onClick={() => setActive(i)}
            >
              <img src={src} alt="" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export default function ProductScreen() {
  useFeature(productFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { slug = '', variant_slug: variantSlug = null } = useParams();
  // Deferred: the answer's arrival renders the whole page as a background transition rather than
  // in one long task (store updates render synchronously). The placeholder flag goes with it, so
  // the skeleton stays until the page replaces it.
  const details = useDeferredValue(useAppSelector(selectProductDetails(slug)));
  const placeholder = useDeferredValue(useAppSelector(selectLoadingPlaceholder));
  const settings = useAppSelector(selectSettings);
  const viewed = useAppSelector(selectViewedProducts);
  // The reviews sit below the description: their chunk and list wait until the page has settled,
  // so they are not among the requests a phone makes before the product's largest paint.
  const settled = usePageSettled();
  // An affiliate's product link (`?referral_code=`): forwarded so the backend can count the click.
  const referralCode = useSearchParams()[0].get('referral_code')?.trim() || null;

  useEffect(() => {
    dispatch(productDetailsRequested({ slug, variantSlug, referralCode }));
  }, [dispatch, slug, variantSlug, referralCode]);

  useTabTitle(details.data?.product.product_name);

  if (details.status === 'failed') {
    if (isUnknownProduct(details.error)) return <ProductNotFound />;
    return <ErrorPanel message={details.error} onRetry={() => dispatch(productDetailsRequested({ slug, variantSlug, referralCode }))} />;
  }
  if (!details.data) {
    return (
      <div className="sf-product sf-product--loading" aria-busy="true">
        {placeholder && <div className="sf-skeleton sf-skeleton--hero" />}
        <p role="status">{t('loading')}</p>
      </div>
    );
  }
  const { product } = details.data;
  const images = galleryImages(product);
  const description = product.language_product?.description;
  const descriptionImages = Array.isArray(product.description_image)
    ? product.description_image.filter((src): src is string => typeof src === 'string')
    : [];
  return (
    <div className="sf-product">
      <nav aria-label={t('breadcrumb')} className="sf-breadcrumb">
        <Link to={paths.home()}>{t('home')}</Link>
        {/* 1.6.7 sends category_slug as null; link only when a slug is there. */}
        {product.category_title && (
          <>
            {' '}
            /{' '}
            {product.category_slug ? (
              <Link to={paths.categoryProducts({ slug: product.category_slug })}>{product.category_title}</Link>
            ) : (
              <span>{product.category_title}</span>
            )}
          </>
        )}
      </nav>
      <div className="sf-product__top">
        <Gallery images={images} name={product.product_name} />
        <div>
          <PurchasePanel details={details.data} />
          <dl className="sf-facts">
            {product.brand_title && (
              <>
                <dt>{t('brand')}</dt>
                <dd>
                  {product.brand_slug ? (
                    <Link to={paths.brandProducts({ slug: product.brand_slug })}>{product.brand_title}</Link>
                  ) : (
                    product.brand_title
                  )}
                </dd>
              </>
            )}
            {product.seller && (
              <>
                <dt>{t('sold_by')}</dt>
                <dd>
                  <Link to={paths.shop({ slug: product.seller.slug })}>{product.seller.shop_name}</Link>
                </dd>
              </>
            )}
            {product.product_stock?.sku && (
              <>
                <dt>{t('SKU')}</dt>
                <dd>{product.product_stock.sku}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {(description || descriptionImages.length > 0) && (
        <section className="sf-section">
          <h2>{t('description')}</h2>
          {description && <SafeHtml html={description} className="sf-prose" />}
          {descriptionImages.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" className="sf-prose__image" />
          ))}
        </section>
      )}
      {settled && (
        <Suspense fallback={null}>
          <ProductReviews product={product} />
        </Suspense>
      )}
      {product.related_products && product.related_products.length > 0 && (
        <section className="sf-section">
          <h2>{t('related_products')}</h2>
          <ProductGrid products={product.related_products} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
        </section>
      )}
      {isOn(settings.recent_viewed) && <RecentlyViewed products={viewed.filter((p) => p.id !== product.id)} />}
    </div>
  );
}
