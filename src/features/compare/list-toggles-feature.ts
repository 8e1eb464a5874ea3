import type { FeatureDescriptor } from '../../app/feature';
import { wishlistSagas } from '../wishlist';
import { compareSagas } from './compare-sagas';

/**
 * The heart's and the compare button's watchers (single-flight toggles, the ids' reads): loaded
 * with the toggles. Their state stays in the core slices, which the header's counts read.
 */
export const listTogglesFeature: FeatureDescriptor = {
  name: 'listToggles',
  sagas: { ...compareSagas, ...wishlistSagas },
};
