import type { ProductCard } from '../../../types/catalogue';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { addToCartRequested, type AddToCartForm } from '../cart-slice';
import { selectIsAdding, selectJustAdded } from '../cart-selectors';
import { isOn } from '../../shop/shop-selectors';
import '../add-to-cart.css';

type Props = {
  product: Pick<ProductCard, 'id' | 'slug' | 'has_variant' | 'minimum_order_quantity' | 'current_stock' | 'product_name'>;
  /** Set on a product page or in the modal once options are chosen. */
  form?: Partial<AddToCartForm>;
  disabledReason?: string | null;
};

/**
 * Add to cart: variant products open the product modal from a card; the button is
 * busy while the request is on its way (no double adds) and says "added" for two seconds.
 */
export function AddToCartButton({ product, form, disabledReason }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const adding = useAppSelector(selectIsAdding(product.id));
  const added = useAppSelector(selectJustAdded(product.id));
  const outOfStock = Number(product.current_stock) <= 0 && !isOn(product.has_variant);
  const opensOptions = isOn(product.has_variant) && !form;
  // A card adds the product's minimum order quantity in one tap: the label says how many (a product
  // page's form shows its own quantity).
  const minimum = form ? 1 : Number(product.minimum_order_quantity) || 1;
  const label = outOfStock
    ? t('out_of_stock')
    : added
      ? t('added_to_cart')
      : opensOptions
        ? t('select_options')
        : minimum > 1
          ? t('add_count_to_cart', { count: minimum })
          : t('add_to_cart');
  return (
    <button
      type="button"
      className={`sf-button sf-button--primary sf-add-to-cart${added ? ' is-added' : ''}`}
      part="button add-to-cart"
      disabled={outOfStock || Boolean(disabledReason)}
      aria-busy={adding}
      aria-label={`${label}: ${product.product_name}`}
      title={disabledReason ?? undefined}
      onClick={() => {
        if (!adding) dispatch(addToCartRequested({ product, form }));
      }}
    >
      {adding ? t('loading') : label}
    </button>
  );
}

/** A product card's quick-add control (ProductGrid's `renderQuickAdd` slot). */
export const renderAddToCart = (product: ProductCard) => <AddToCartButton product={product} />;
