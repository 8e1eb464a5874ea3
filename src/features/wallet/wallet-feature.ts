import type { FeatureDescriptor } from '../../app/feature';
import { METHOD_TEXTS } from '../payment';
import { walletSagas } from './wallet-sagas';
import { walletSlice } from './wallet-slice';
import { WALLET_TEXTS } from './wallet-texts';

/** The wallet screen's state, watchers and texts: lazy, none of it is in the home load. */
export const walletFeature: FeatureDescriptor = {
  name: 'wallet',
  slice: walletSlice,
  sagas: walletSagas,
  // The recharge dialog lists the payment page's methods, under the same labels.
  texts: { ...WALLET_TEXTS, ...METHOD_TEXTS },
};
