import type { RootState } from '../../app/store';
import type { PagedList } from '../../lib/paging/paged-lists';
import type { WalletRow } from './wallet-api';
import { historyLists, initialWalletCore, WALLET_HISTORY_KEY, type WalletCore } from './wallet-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
export const selectWallet = (state: RootState): WalletCore => state.wallet?.core ?? initialWalletCore;
export const selectWalletHistory = (state: RootState): PagedList<WalletRow> | null =>
  historyLists.selectList(state.wallet?.history, WALLET_HISTORY_KEY);
