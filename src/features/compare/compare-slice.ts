import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { sessionExpired } from '../../lib/session/session-events';
import { signedIn, signedOut } from '../session/session-slice';

export interface CompareState {
  count: number;
}

const compareSlice = createSlice({
  name: 'compare',
  initialState: { count: 0 } as CompareState,
  reducers: {
    compareCountChanged(state, action: PayloadAction<number>) { state.count = action.payload; },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => { state.count = Number(action.payload.compare_list) || 0; })
      .addCase(signedOut, () => ({ count: 0 }))
      .addCase(sessionExpired, () => ({ count: 0 }));
  },
});

export const { compareCountChanged } = compareSlice.actions;
export const compareReducer = compareSlice.reducer;
export const selectCompareCount = (state: RootState) => state.compare.count;
