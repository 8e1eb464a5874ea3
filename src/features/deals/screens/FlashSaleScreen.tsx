import { useFeature, useT } from '../../../app/hooks';
import { Countdown } from '../../../components/Countdown';
import { ProductCard } from '../../../components/ProductCard';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { dealsFeature } from '../deals-feature';
import { DealList } from './DealList';
import '../deals.css';

/**
 * `/flash-sale` (the original's flash-sale.vue): every campaign product, a page of 16 at a time.
 * Each card counts down to the end of the campaign that put it on sale (the row's `end_date`; the
 * original shows no timer, but the server lists ended campaigns too, so the card says "Ended"
 * rather than pretending the deal runs). A product in two campaigns is shown once (its newest
 * campaign's row). Flash-sale rows carry neither minimum_order_quantity nor has_variant, so, as in
 * the original, the card offers no quick add: its link leads to the product page.
 */
export default function FlashSaleScreen() {
  useFeature(dealsFeature);
  const t = useT();
  return (
    <DealList kind="flash-sale" title={t('flash_sale')}>
      {(items) => (
        <ul className="sf-grid sf-deal-grid" aria-label={t('flash_sale')}>
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index === 0} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
              <Countdown end={product.end_date} compact />
            </li>
          ))}
        </ul>
      )}
    </DealList>
  );
}
