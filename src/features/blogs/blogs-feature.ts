import type { FeatureDescriptor } from '../../app/feature';
import { blogsSagas } from './blogs-sagas';
import { blogsSlice } from './blogs-slice';
import { BLOGS_TEXTS } from './blogs-texts';

/** The blog screens' state, watchers and texts: lazy, with the screens (nothing of it is on the home page). */
export const blogsFeature: FeatureDescriptor = { name: 'blogs', slice: blogsSlice, sagas: blogsSagas, texts: BLOGS_TEXTS };
