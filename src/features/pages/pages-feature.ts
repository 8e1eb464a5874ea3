import type { FeatureDescriptor } from '../../app/feature';
import { PAGES_TEXTS } from './pages-texts';

/** Only wording: the not-found and placeholder screens bring their texts along, out of the home load. */
export const pagesFeature: FeatureDescriptor = { name: 'pages', sagas: {}, texts: PAGES_TEXTS };
