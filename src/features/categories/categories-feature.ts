import type { FeatureDescriptor } from '../../app/feature';
import { categoriesSagas } from './categories-sagas';
import { categoryTreeSlice } from './categories-slice';
import { CATEGORIES_TEXTS } from './categories-texts';

/** The categories screen's state, watcher and texts: lazy, with the screen. */
export const categoriesFeature: FeatureDescriptor = {
  name: 'categories',
  slice: categoryTreeSlice,
  sagas: categoriesSagas,
  texts: CATEGORIES_TEXTS,
};
