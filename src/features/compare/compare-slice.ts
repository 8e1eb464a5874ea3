import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { Id } from '../../types/common';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import type { CompareItem } from './compare-api';

/**
 * The compare button's state (core: cards are in the home load). The shell gives only the count;
 * the ids come from `home/compare-list`, read when needed (see compare-sagas). The optional keys
 * are absent in the shell's preloaded state.
 */
export interface CompareState {
  count: number;
  /** What the shopper sees: the server's list with changes under way applied. */
  productIds?: Id[];
  /** The ids are known: read from the server, or the list was empty (count 0) since. */
  loaded?: boolean;
  /** Products with a request under way. */
  inFlight?: Id[];
}

const EMPTY: CompareState = { count: 0, productIds: [], loaded: true, inFlight: [] };

/** The shopper wants `productId` in (true) or out of (false) the compare list: the button flips at once. */
export const compareToggled = createAction<{ productId: Id; compared: boolean }>('compare/toggled');
export const compareToggleSettled = createAction<{ productId: Id; compared: boolean }>('compare/toggleSettled');
export const compareToggleFailed = createAction<{ productId: Id; compared: boolean }>('compare/toggleFailed');
/** `home/compare-list` answered (the core's read, or the compare page's). */
export const compareListLoaded = createAction<CompareItem[]>('compare/listLoaded');
/** Read the list now if it is not known yet (the compare page, the boot's idle read). */
export const compareIdsWanted = createAction('compare/idsWanted');

const has = (ids: readonly Id[], id: Id) => ids.some((x) => Number(x) === Number(id));
const setMember = (ids: Id[], id: Id, member: boolean): Id[] => {
  const without = ids.filter((x) => Number(x) !== Number(id));
  return member ? [...without, Number(id)] : without;
};

export const compareSlice = createSlice({
  name: 'compare',
  initialState: EMPTY,
  reducers: {
    compareCountChanged(state, action: PayloadAction<number>) {
      // An empty list is a known list: a change made from it keeps the ids known.
      if (state.count === 0) state.loaded = true;
      state.count = Math.max(0, Number(action.payload) || 0);
    },
    compareRequestStarted(state, action: PayloadAction<Id>) {
      state.inFlight = setMember(state.inFlight ?? [], action.payload, true);
    },
    compareRequestEnded(state, action: PayloadAction<Id>) {
      state.inFlight = setMember(state.inFlight ?? [], action.payload, false);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(compareToggled, (state, action) => {
        state.productIds = setMember(state.productIds ?? [], action.payload.productId, action.payload.compared);
      })
      .addCase(compareToggleFailed, (state, action) => {
        state.productIds = setMember(state.productIds ?? [], action.payload.productId, action.payload.compared);
      })
      .addCase(compareListLoaded, (state, action) => {
        // Products with a change under way keep what the shopper chose.
        const busy = state.inFlight ?? [];
        const kept = (state.productIds ?? []).filter((id) => has(busy, id));
        const server = action.payload.map((p) => Number(p.id)).filter((id) => !has(busy, id));
        state.productIds = [...new Set([...server, ...kept.map(Number)])];
        state.loaded = true;
      })
      .addCase(signInSucceeded, (_state, action) => {
        // The session's list merged into the account's: read it again when it is wanted.
        const count = Number(action.payload.compare_list) || 0;
        return { count, productIds: [], loaded: count === 0, inFlight: [] };
      })
      .addCase(logoutSucceeded, () => EMPTY)
      .addCase(sessionExpired, () => EMPTY);
  },
});

export const { compareCountChanged, compareRequestStarted, compareRequestEnded } = compareSlice.actions;
export const selectCompareCount = (state: RootState) => state.compare.count;
export const selectCompareIds = (state: RootState) => state.compare.productIds ?? [];
/** The ids are known: read, or nothing is in the list. */
export const selectCompareKnown = (state: RootState) => state.compare.loaded === true || state.compare.count === 0;
export const selectIsCompared = (id: Id) => (state: RootState) => has(state.compare.productIds ?? [], id);
