import type { Id } from '../../types/common';
import type { ProductCard } from '../../types/catalogue';

/**
 * Reduces the local stock of a product wherever a card of it is held (add to cart).
 * Shared because catalog lists and the product page's related products both hold cards;
 * call it on an immer draft.
 */
export function reduceStock(products: ProductCard[] | undefined, id: Id, quantity: number): void {
  products?.forEach((product) => {
    if (product.id === id) product.current_stock = Math.max(0, Number(product.current_stock) - quantity);
  });
}
