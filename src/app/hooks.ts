import { useStoreApi, useStoreDispatch, useStoreSelector } from '../lib/hooks/store-hooks';
import type { AppDispatch, AppStore, RootState } from './store';
import type { FeatureDescriptor } from './feature';

/**
 * Typed against this app's store; components and sagas read through selectors with these. The
 * translator and money hooks (useT, useMoney) are not here: everyone imports them from
 * src/lib/hooks/shared-hooks.ts, and the typed paths from src/lib/links/paths.ts.
 */
export const useAppDispatch = useStoreDispatch.withTypes<AppDispatch>();
export const useAppSelector = useStoreSelector.withTypes<RootState>();
const useAppStore = useStoreApi.withTypes<AppStore>();

/**
 * Brings a lazily loaded feature into this widget's store (its slice and sagas) the first time a
 * screen or part of it renders. Call it at the top of that component, before anything it renders
 * dispatches: it runs during render, because children's effects run before their parent's.
 * Injection happens once per store; later renders do nothing.
 */
export function useFeature(feature: FeatureDescriptor): void {
  useAppStore().injectFeature(feature);
}
