import type { FeatureDescriptor } from '../../app/feature';
import { WALLET_TEXTS } from './wallet-texts';

/** The wallet screens' state, watchers and texts: lazy, none of it is in the home load. */
export const walletFeature: FeatureDescriptor = {
  name: 'wallet',
  sagas: {},
  texts: WALLET_TEXTS,
};
