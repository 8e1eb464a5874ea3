import { lazy, Suspense, type ReactNode } from 'react';
import type { Id } from '../../types/common';

type Product = { id: Id; product_name: string };

const ListTogglesChunk = lazy(() => import('./components/ListToggles'));
const WatchersChunk = lazy(() => import('./components/ListToggles').then((m) => ({ default: m.ListToggleWatchers })));

/** The heart and the compare button, arriving in their own chunk; the card keeps its layout meanwhile. */
export function ListToggles({ product }: { product: Product }) {
  return (
    <Suspense fallback={<div className="sf-list-toggles" />}>
      <ListTogglesChunk product={product} />
    </Suspense>
  );
}

/** A product card's list toggles (ProductGrid's `renderActions` slot). */
export const renderListToggles = (product: Product): ReactNode => <ListToggles product={product} />;

/** Renders `children` once the toggles' watchers run (same chunk), so a page's Remove is never clicked into nothing. */
export function WithListToggles({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WatchersChunk>{children}</WatchersChunk>
    </Suspense>
  );
}
