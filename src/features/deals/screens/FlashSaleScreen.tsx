import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Countdown } from '../../../components/Countdown';
import { ProductCard } from '../../../components/ProductCard';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { dealsFeature } from '../deals-feature';
import type { FlashProduct } from '../deals-api';
import { DealList } from './DealList';
import '../deals.css';

/** The products in runs by campaign end, in the order their first product comes: one countdown per run. */
function byEnd(items: FlashProduct[]): { end: string | null | undefined; products: FlashProduct[] }[] {
  const groups = new Map<string, { end: string | null | undefined; products: FlashProduct[] }>();
  for (const product of items) {
    const key = product.end_date ?? '';
    const group = groups.get(key) ?? { end: product.end_date, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * `/flash-sale` (the original's flash-sale.vue): every campaign product, a page of 16 at a time.
 * The products come in runs by the end of the campaign that put them on sale (the row's
 * `end_date`), each run under one countdown to that end rather than a timer under every card (the
 * original shows no timer, but the server lists ended campaigns too, so a run says "Ended"
 * rather than pretending the deal runs). A product in two campaigns is shown once (its newest
 * campaign's row). Flash-sale rows carry neither minimum_order_quantity nor has_variant, so, as in
 * the original, the card offers no quick add: its link leads to the product page.
 */
export default function FlashSaleScreen() {
  useFeature(dealsFeature);
  const t = useT();
  return (
    <DealList kind="flash-sale" title={t('flash_sale')}>
      {(items) =>
        byEnd(items).map((group) => (
          <section key={group.end ?? ''} className="sf-deal-group">
            <Countdown end={group.end} className="sf-deal-group__countdown" />
            <ul className="sf-grid" aria-label={t('flash_sale')}>
              {group.products.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={product === items[0]}
                    renderQuickAdd={renderAddToCart}
                    renderActions={renderListToggles}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      }
    </DealList>
  );
}
