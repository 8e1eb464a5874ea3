import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useT } from '../../../app/hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ProductGrid } from '../../../components/ProductCard';
import { SafeHtml } from '../../../components/SafeHtml';
import { selectLoadingPlaceholder } from '../../shell/shell-selectors';
import { selectProductDetails } from '../product-selectors';
import { productDetailsRequested } from '../product-slice';
import { PurchasePanel } from '../components/PurchasePanel';

function Gallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  if (images.length === 0) return null;
  return (
    <div className="sf-gallery">
      <img className="sf-gallery__main" src={images[Math.min(active, images.length - 1)]} alt={name} width={600} height={600} />
      {images.length > 1 && (
        <div className="sf-gallery__thumbs">
          {images.map((src, i) => (
            <button key={src} type="button" aria-label={`${name} ${i + 1}`} aria-pressed={i === active} onClick={() => setActive(i)}>
              <img src={src} alt="" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export default function ProductScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { slug = '', variant_slug: variantSlug = null } = useParams();
  const key = variantSlug ? `${slug}/${variantSlug}` : slug;
  const details = useAppSelector(selectProductDetails(key));
  const placeholder = useAppSelector(selectLoadingPlaceholder);

  useEffect(() => { dispatch(productDetailsRequested({ key, slug, variantSlug })); }, [dispatch, key, slug, variantSlug]);

  if (details.status === 'failed') {
    return <ErrorPanel message={details.error} onRetry={() => dispatch(productDetailsRequested({ key, slug, variantSlug }))} />;
  }
  if (!details.data) {
    return <div className="sf-product sf-product--loading" aria-busy="true">{placeholder && <div className="sf-skeleton sf-skeleton--hero" />}<p role="status">{t('loading')}</p></div>;
  }
  const { product } = details.data;
  const images = product.gallery?.large?.length ? product.gallery.large : [product.image_190x230];
  return (
    <div className="sf-product">
      <nav aria-label="breadcrumb" className="sf-breadcrumb">
        <Link to="/">{t('home')}</Link>
        {product.category_slug && <> / <Link to={`/category/${product.category_slug}`}>{product.category_title}</Link></>}
      </nav>
      <div className="sf-product__top">
        <Gallery images={images} name={product.product_name} />
        <div>
          <PurchasePanel details={details.data} />
          <dl className="sf-facts">
            {product.brand_title && <><dt>{t('brand')}</dt><dd><Link to={`/brand/${product.brand_slug}`}>{product.brand_title}</Link></dd></>}
            {product.seller && <><dt>{t('sold_by')}</dt><dd><Link to={`/shop/${product.seller.slug}`}>{product.seller.shop_name}</Link></dd></>}
            {product.product_stock?.sku && <><dt>{t('sku')}</dt><dd>{product.product_stock.sku}</dd></>}
          </dl>
        </div>
      </div>
      {product.description && (
        <section className="sf-section">
          <h2>{t('description')}</h2>
          <SafeHtml html={product.description} className="sf-prose" />
        </section>
      )}
      {product.related_products && product.related_products.length > 0 && (
        <section className="sf-section">
          <h2>{t('related_products')}</h2>
          <ProductGrid products={product.related_products} />
        </section>
      )}
    </div>
  );
}
