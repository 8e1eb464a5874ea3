import type { FeatureDescriptor } from '../../app/feature';
import { staticPageSagas } from './static-page-sagas';
import { staticPageSlice } from './static-page-slice';
import { STATIC_PAGE_TEXTS } from './static-page-texts';

/** The static page screen's state, watcher and texts: lazy, none of it is in the home load. */
export const staticPageFeature: FeatureDescriptor = {
  name: 'staticPage',
  slice: staticPageSlice,
  sagas: staticPageSagas,
  texts: STATIC_PAGE_TEXTS,
};
