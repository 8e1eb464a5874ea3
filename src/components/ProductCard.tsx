import { Link } from 'react-router-dom';
import type { ProductCard as Product } from '../types/entities';
import { useT } from '../app/hooks';
import { cardPrice } from '../lib/money/shown-price';
import { DiscountBadge, Price } from './Price';
import { Rating } from './Rating';
import { AddToCartButton } from './AddToCartButton';

const flag = (value: unknown) => value === true || Number(value) === 1;

export function ProductCard({ product }: { product: Product }) {
  const t = useT();
  const shown = cardPrice(product);
  const sellable = !flag(product.is_catalog) && !flag(product.is_classified);
  // Raw product models (campaign products, flash sale) carry no minimum quantity: the original
  // offers no quick add for them, only the product page.
  const quickAdd = sellable && product.minimum_order_quantity !== undefined && product.minimum_order_quantity !== null;
  return (
    <article className="sf-card" aria-label={product.product_name}>
      <Link to={`/product/${product.slug}`} className="sf-card__link">
        <img className="sf-card__image" src={product.image_190x230} alt="" loading="lazy" width={190} height={230} />
        <h3 className="sf-card__name">{product.product_name}</h3>
      </Link>
      <DiscountBadge off={shown.off} />
      <Price shown={shown} />
      <Rating value={product.rating} count={product.reviews_count ?? 0} label={t('reviews')} />
      {quickAdd && <AddToCartButton product={{ ...product, minimum_order_quantity: Number(product.minimum_order_quantity) || 1 }} />}
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
