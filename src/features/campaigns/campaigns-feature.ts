import type { FeatureDescriptor } from '../../app/feature';
import { campaignsSagas } from './campaigns-sagas';
import { campaignsSlice } from './campaigns-slice';
import { CAMPAIGNS_TEXTS } from './campaigns-texts';

/** The campaign screens' state, watcher and texts: lazy, with the screens. */
export const campaignsFeature: FeatureDescriptor = {
  name: 'campaigns',
  slice: campaignsSlice,
  sagas: campaignsSagas,
  texts: CAMPAIGNS_TEXTS,
};
