import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useRouteHandle } from '../../../app/route-handle';
import { ProductGrid } from '../../../components/ProductCard';
import type { TextKey } from '../../../lib/i18n/text-catalog';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import type { DealKind } from '../deals-api';
import { dealsFeature } from '../deals-feature';
import { DealList } from './DealList';

const BY_ROUTE: Record<string, { kind: DealKind; title: TextKey }> = {
  dailyDeals: { kind: 'daily-deals', title: 'daily_deals' },
  giftIdea: { kind: 'gift-idea', title: 'gift_idea' },
  businessIdea: { kind: 'business-idea', title: 'business_idea' },
};

/**
 * `/daily-deals`, `/gift-idea` and `/business-idea` (daily-deals.vue, gift-idea.vue,
 * business-idea.vue): one screen for three routes, told apart by the route. Each starts at page 1
 * with 12 a page and appends further pages; the cards have Add to cart.
 */
export default function DealListScreen() {
  useFeature(dealsFeature);
  const t = useT();
  const route = BY_ROUTE[useRouteHandle()?.id ?? ''] ?? BY_ROUTE.dailyDeals;
  return (
    <DealList kind={route.kind} title={t(route.title)}>
      {(items) => (
        <ProductGrid products={items} label={t(route.title)} priority renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
      )}
    </DealList>
  );
}
