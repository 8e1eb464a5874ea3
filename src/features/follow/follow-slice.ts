import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { Id } from '../../types/common';
import { isSessionReset } from '../session/session-slice';

/**
 * Which shops the signed-in shopper follows, as far as this page knows: it overrides the
 * `is_followed` of every shop card loaded before (home tiles, the shop page, the followed list),
 * so every button for one shop agrees. Lazy and tiny: the first follow button brings it in.
 */
export interface FollowState {
  /** What the server last confirmed (or what the card said before any request). */
  server: Record<string, boolean>;
  /** What the shopper wants now; differs from `server` while a change is on its way. */
  wanted: Record<string, boolean>;
}

const empty = (): FollowState => ({ server: {}, wanted: {} });

export const followSlice = createSlice({
  name: 'follow',
  initialState: empty(),
  reducers: {
    /** A click: `follow` is the wanted state, `was` what the button showed (the card's state, the first time). */
    followToggled(state, action: PayloadAction<{ id: string; name: string; follow: boolean; was: boolean }>) {
      const { id, follow, was } = action.payload;
      if (!(id in state.server)) state.server[id] = was;
      state.wanted[id] = follow;
    },
    /** The server did what was asked. */
    followConfirmed(state, action: PayloadAction<{ id: string; followed: boolean }>) {
      state.server[action.payload.id] = action.payload.followed;
    },
    /** A request failed: back to the true state. */
    followFailed(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      state.wanted[id] = state.server[id];
    },
  },
  extraReducers: (builder) => {
    // Another shopper (or none): the cards' own state applies again.
    builder.addMatcher(isSessionReset, empty);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof followSlice> {}
}

export const { followToggled, followConfirmed, followFailed } = followSlice.actions;

/** Whether the shopper follows shop `id` as shown everywhere: the wanted state, else the card's. */
export const selectFollowed =
  (id: Id, fromCard: unknown) =>
  (state: RootState): boolean =>
    state.follow?.wanted[String(id)] ?? !!fromCard;
