import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { ContactDetails, ContactMessage } from './contact-api';

/** `/contact`: the store's contact details and the message form's request. */
export interface ContactState {
  /** null once loaded: the store has no contact page. */
  details: ContactDetails | null;
  detailsStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  send: { status: RequestStatus; error: SubmitFailure | null };
  /** Messages sent this visit: each success gets its own confirmation. */
  sent: number;
}

export const initialContactState: ContactState = {
  details: null,
  detailsStatus: 'idle',
  send: { status: 'idle', error: null },
  sent: 0,
};

/** The screen wants the details (read once a visit; `retry` after a failure). */
export const detailsRequested = createAction('contact/detailsRequested');

export const contactSlice = createSlice({
  name: 'contact',
  initialState: initialContactState,
  reducers: {
    detailsStarted(state) {
      state.detailsStatus = 'loading';
    },
    detailsLoaded(state, action: PayloadAction<ContactDetails | null>) {
      state.details = action.payload;
      state.detailsStatus = 'succeeded';
    },
    detailsFailed(state) {
      state.detailsStatus = 'failed';
    },
    messageRequested(state, _action: PayloadAction<ContactMessage>) {
      state.send = { status: 'loading', error: null };
    },
    messageSent(state) {
      state.send = { status: 'succeeded', error: null };
      state.sent += 1;
    },
    messageFailed(state, action: PayloadAction<SubmitFailure>) {
      state.send = { status: 'failed', error: action.payload };
    },
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

export const { detailsStarted, detailsLoaded, detailsFailed, messageRequested, messageSent, messageFailed } = contactSlice.actions;

export const selectContact = lazySliceState('contact', initialContactState);
