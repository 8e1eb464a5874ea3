import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface I18nState {
  keywords: Record<string, string>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const i18nSlice = createSlice({
  name: 'i18n',
  initialState: { keywords: {}, status: 'idle' } as I18nState,
  reducers: {
    translationsRequested(state) { state.status = 'loading'; },
    translationsLoaded(state, action: PayloadAction<Record<string, string>>) {
      state.keywords = action.payload;
      state.status = 'succeeded';
    },
    translationsFailed(state) { state.status = 'failed'; },
  },
});

export const { translationsRequested, translationsLoaded, translationsFailed } = i18nSlice.actions;
export const i18nReducer = i18nSlice.reducer;
