import type { FeatureDescriptor } from '../../app/feature';
import { walletSagas } from './wallet-sagas';
import { walletSlice } from './wallet-slice';
import { WALLET_TEXTS } from './wallet-texts';

/** The wallet screen's state, watchers and texts: lazy, none of it is in the home load. */
export const walletFeature: FeatureDescriptor = {
  name: 'wallet',
  slice: walletSlice,
  sagas: walletSagas,
  texts: WALLET_TEXTS,
};
