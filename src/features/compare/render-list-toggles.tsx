import { lazy, Suspense, type ReactNode } from 'react';
import type { Id } from '../../types/common';
import { PartBoundary } from '../../components/PartBoundary';

type Product = { id: Id; product_name: string };

const ListTogglesChunk = lazy(() => import('./components/ListToggles'));
const WatchersChunk = lazy(() => import('./components/ListToggles').then((m) => ({ default: m.ListToggleWatchers })));

/**
 * The heart and the compare button, arriving in their own chunk; the card keeps its layout
 * meanwhile, and without them when the chunk cannot be loaded (the card itself still works).
 */
export function ListToggles({ product }: { product: Product }) {
  return (
    <PartBoundary name="list toggles" fallback={<div className="sf-list-toggles" />}>
      <Suspense fallback={<div className="sf-list-toggles" />}>
        <ListTogglesChunk product={product} />
      </Suspense>
    </PartBoundary>
  );
}

/** A product card's list toggles (ProductGrid's `renderActions` slot). */
export const renderListToggles = (product: Product): ReactNode => <ListToggles product={product} />;

/**
 * Renders `children` once the toggles' watchers run (same chunk), so a page's Remove is never
 * clicked into nothing; without the chunk, the page shows all the same.
 */
export function WithListToggles({ children }: { children: ReactNode }) {
  return (
    <PartBoundary name="list toggle watchers" fallback={children}>
      <Suspense fallback={null}>
        <WatchersChunk>{children}</WatchersChunk>
      </Suspense>
    </PartBoundary>
  );
}
