import type { FeatureDescriptor } from '../../app/feature';
import { searchSagas } from './search-sagas';
import { searchSuggestionsSlice } from './search-slice';
import { SEARCH_TEXTS } from './search-texts';

/** The header's suggestions: slice, watcher and texts arrive on the first focus of the search box. */
export const searchFeature: FeatureDescriptor = {
  name: 'search',
  slice: searchSuggestionsSlice,
  sagas: searchSagas,
  texts: SEARCH_TEXTS,
};
