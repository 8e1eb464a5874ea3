import type { FeatureDescriptor } from '../../app/feature';
import { addressesSagas } from './addresses-sagas';
import { addressesSlice } from './addresses-slice';
import { ADDRESSES_TEXTS } from './addresses-texts';

/**
 * The address book and the geography pickers: brought in by the addresses screen, and by any
 * screen that shows the address form (the checkout), with `useFeature`.
 */
export const addressesFeature: FeatureDescriptor = {
  name: 'addresses',
  slice: addressesSlice,
  sagas: addressesSagas,
  texts: ADDRESSES_TEXTS,
};
