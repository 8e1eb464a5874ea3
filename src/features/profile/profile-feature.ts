import type { FeatureDescriptor } from '../../app/feature';
import { profileSagas } from './profile-sagas';
import { profileSlice } from './profile-slice';
import { PROFILE_TEXTS } from './profile-texts';

/** Edit profile, change password, become a seller: brought in by their screens (`useFeature`). */
export const profileFeature: FeatureDescriptor = { name: 'profile', slice: profileSlice, sagas: profileSagas, texts: PROFILE_TEXTS };
