import type { RootState } from '../../app/store';
import { initialWalletState } from './wallet-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
export const selectWallet = (state: RootState) => state.wallet ?? initialWalletState;
