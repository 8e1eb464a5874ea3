import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/links/paths';
import type { ProductCard as Product } from '../types/catalogue';
import { cardPrice } from '../lib/money/shown-price';
import { DiscountBadge, Price } from './Price';
import { Rating } from './Rating';
import './product-card.css';

const flag = (value: unknown) => value === true || Number(value) === 1;

/**
 * Renders a card's quick-add control. Shared components import no feature, so the caller passes
 * the cart's button in (features/cart's `renderAddToCart`).
 */
export type RenderQuickAdd = (product: Product) => ReactNode;

/** Renders a card's toggles (the wishlist heart and the compare button: features/compare's `renderListToggles`). */
export type RenderCardActions = (product: Product) => ReactNode;

/** A card's name is a heading one level under the list's own: h3 under a section's h2, h2 under a listing's h1. */
type HeadingLevel = 2 | 3;

interface CardSlots {
  renderQuickAdd: RenderQuickAdd;
  renderActions?: RenderCardActions;
}

/**
 * `priority`: this card's image is the first one above the fold (a listing's first card): it loads
 * at once and ahead of the rest. Every other image waits until it nears the viewport.
 */
export function ProductCard({
  product,
  renderQuickAdd,
  renderActions,
  priority = false,
  headingLevel = 3,
}: { product: Product; priority?: boolean; headingLevel?: HeadingLevel } & CardSlots) {
  const shown = cardPrice(product);
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const sellable = !flag(product.is_catalog) && !flag(product.is_classified);
  // Raw product models (campaign products, flash sale) carry no minimum quantity: the original
  // offers no quick add for them, only the product page.
  const quickAdd = sellable && product.minimum_order_quantity !== undefined && product.minimum_order_quantity !== null;
  return (
    <article className="sf-card" part="product-card" aria-label={product.product_name}>
      <Link to={paths.product({ slug: product.slug })} className="sf-card__link">
        {/* width/height (and the CSS aspect-ratio) reserve the image's box before it arrives, so the grid does not shift. */}
        <img
          className="sf-card__image"
          src={product.image_190x230}
          alt=""
          width={190}
          height={230}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <Name className="sf-card__name" dir="auto">
          {product.product_name}
        </Name>
      </Link>
      {renderActions && <div className="sf-card__actions">{renderActions(product)}</div>}
      <DiscountBadge off={shown.off} />
      <Price shown={shown} />
      <Rating value={product.rating} count={product.reviews_count ?? 0} />
      {quickAdd && renderQuickAdd({ ...product, minimum_order_quantity: Number(product.minimum_order_quantity) || 1 })}
    </article>
  );
}

/** `priority`: the grid starts above the fold (a listing page), so its first image is the page's first to load. */
export function ProductGrid({
  products,
  label,
  renderQuickAdd,
  renderActions,
  priority = false,
  headingLevel,
}: { products: Product[]; label?: string; priority?: boolean; headingLevel?: HeadingLevel } & CardSlots) {
  return (
    <ul className="sf-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            renderQuickAdd={renderQuickAdd}
            renderActions={renderActions}
            priority={priority && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
