import { Link } from 'react-router-dom';
import type { ProductCard as Product } from '../types/entities';
import { useT } from '../app/hooks';
import { Price } from './Price';
import { Rating } from './Rating';
import { AddToCartButton } from './AddToCartButton';

export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const sellable = !Number(product.is_catalog) && !Number(product.is_classified);
  return (
    <article className="sf-card" aria-label={product.product_name}>
      <Link to={`/product/${product.slug}`} className="sf-card__link">
        <img className="sf-card__image" src={product.image_190x230} alt="" loading="lazy" width={190} height={230} />
        <h3 className="sf-card__name">{product.product_name}</h3>
      </Link>
      {Number(product.discount_percentage) > 0 && <span className="sf-badge">-{Math.round(Number(product.discount_percentage))}%</span>}
      <Price price={product.price} discounted={product.special_discount_check} />
      <Rating value={product.rating} count={product.reviews_count} label={t('reviews')} />
      {sellable && <AddToCartButton product={product} />}
    </article>
  );
}

export function ProductGrid({ products, label }: { products: Product[]; label?: string }) {
  return (
    <ul className="sf-grid" aria-label={label}>
      {products.map((product) => <li key={product.id}><ProductCard product={product} /></li>)}
    </ul>
  );
}
