import type { FeatureDescriptor } from '../../app/feature';
import { localeSagas } from './locale-sagas';
import { localeSwitchSlice } from './locale-switch-slice';
import { LOCALE_TEXTS } from './locale-texts';

/** The header's language switcher: its state, watcher and texts load with its menu, not with home. */
export const localeFeature: FeatureDescriptor = {
  name: 'localeSwitch',
  slice: localeSwitchSlice,
  sagas: localeSagas,
  texts: LOCALE_TEXTS,
};
