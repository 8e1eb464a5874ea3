import type { FeatureDescriptor } from '../../app/feature';
import { authSagas } from './auth-sagas';
import { authSlice } from './auth-slice';
import { AUTH_TEXTS } from './auth-texts';

/** Sign-in: brought in by LoginScreen (`useFeature`), so none of it is in the home load. */
export const authFeature: FeatureDescriptor = { name: 'auth', slice: authSlice, sagas: authSagas, texts: AUTH_TEXTS };
