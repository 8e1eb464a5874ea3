import type { LazyLoadedSlices } from './root-reducer';
import type { RootState } from './store';

/**
 * Reads a lazily loaded slice's state, for its selectors. combineSlices adds the slice's key with
 * the first action after `inject`, not at once, and a screen renders right after it injects its
 * feature (and before any action), so for that render the key is missing: the slice's initial
 * state stands in. The one place that knows this; selectors do not each restate the fallback.
 */
export function lazySliceState<K extends keyof LazyLoadedSlices>(key: K, initial: LazyLoadedSlices[K]) {
  return (state: RootState): LazyLoadedSlices[K] => (state[key] as LazyLoadedSlices[K] | undefined) ?? initial;
}
