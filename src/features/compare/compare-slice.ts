import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';

export interface CompareState {
  count: number;
}

export const compareSlice = createSlice({
  name: 'compare',
  initialState: { count: 0 } as CompareState,
  reducers: {
    compareCountChanged(state, action: PayloadAction<number>) {
      state.count = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInSucceeded, (state, action) => {
        state.count = Number(action.payload.compare_list) || 0;
      })
      .addCase(logoutSucceeded, () => ({ count: 0 }))
      .addCase(sessionExpired, () => ({ count: 0 }));
  },
});

export const { compareCountChanged } = compareSlice.actions;
export const selectCompareCount = (state: RootState) => state.compare.count;
