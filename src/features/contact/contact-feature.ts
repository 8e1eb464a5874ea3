import type { FeatureDescriptor } from '../../app/feature';
import { contactSagas } from './contact-sagas';
import { contactSlice } from './contact-slice';
import { CONTACT_TEXTS } from './contact-texts';

/** The contact screen's state, watchers and texts: lazy, none of it is in the home load. */
export const contactFeature: FeatureDescriptor = {
  name: 'contact',
  slice: contactSlice,
  sagas: contactSagas,
  texts: CONTACT_TEXTS,
};
