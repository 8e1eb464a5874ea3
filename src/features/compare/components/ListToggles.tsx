import type { ReactNode } from 'react';
import { useFeature } from '../../../app/hooks';
import type { Id } from '../../../types/common';
import { WishlistToggle } from '../../wishlist';
import { listTogglesFeature } from '../list-toggles-feature';
import { CompareToggle } from './CompareToggle';

/**
 * The heart and the compare button side by side. This module is its own chunk: the toggles'
 * watchers and styles come with the first card that shows them, not in the home load.
 */
export default function ListToggles({ product }: { product: { id: Id; product_name: string } }) {
  useFeature(listTogglesFeature);
  return (
    <div className="sf-list-toggles">
      <WishlistToggle product={product} />
      <CompareToggle product={product} />
    </div>
  );
}

/** The toggles' watchers without the buttons: the wishlist and compare pages remove through them. */
export function ListToggleWatchers({ children }: { children: ReactNode }) {
  useFeature(listTogglesFeature);
  return children;
}
