import { useAppSelector } from '../../app/hooks';
import { selectViewedProducts } from '../../features/shell/shell-selectors';
import RecentlyViewed from '../RecentlyViewed';

/** Test-only stand-in for a screen that places the strip (RecentlyViewed.test.tsx). */
export default function RecentlyViewedHarness() {
  return (
    <div data-testid="recently-viewed-harness">
      <RecentlyViewed products={useAppSelector(selectViewedProducts)} />
    </div>
  );
}
