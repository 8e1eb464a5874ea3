import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

/** The language switcher's one request: idle, or switching (then the page reloads). */
export interface LocaleSwitchState {
  switching: string | null;
}

const initialState: LocaleSwitchState = { switching: null };

export const localeSwitchSlice = createSlice({
  name: 'localeSwitch',
  initialState,
  reducers: {
    localeChangeRequested(state, action: PayloadAction<{ locale: string }>) {
      state.switching ??= action.payload.locale;
    },
    localeChangeFailed(state) {
      state.switching = null;
    },
  },
});

export const { localeChangeRequested, localeChangeFailed } = localeSwitchSlice.actions;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof localeSwitchSlice> {}
}

/** The locale being switched to (the page is about to reload), or null. */
export const selectLocaleSwitching = (state: RootState): string | null => state.localeSwitch?.switching ?? null;
