import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface I18nState {
  keywords: Record<string, string>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState: { keywords: {}, status: 'idle' } as I18nState,
  reducers: {
    /** The saga started loading the language file (there is no "requested": it loads once at start). */
    translationsStarted(state) {
      state.status = 'loading';
    },
    translationsSucceeded(state, action: PayloadAction<Record<string, string>>) {
      state.keywords = action.payload;
      state.status = 'succeeded';
    },
    translationsFailed(state) {
      state.status = 'failed';
    },
  },
});

export const { translationsStarted, translationsSucceeded, translationsFailed } = i18nSlice.actions;
