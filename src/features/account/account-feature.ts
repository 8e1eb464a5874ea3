import type { FeatureDescriptor } from '../../app/feature';
import { accountSagas } from './account-sagas';
import { accountSlice } from './account-slice';
import { ACCOUNT_TEXTS } from './account-texts';

/** The account area's layout and dashboard: brought in by the first account screen, never by home. */
export const accountFeature: FeatureDescriptor = { name: 'account', slice: accountSlice, sagas: accountSagas, texts: ACCOUNT_TEXTS };
