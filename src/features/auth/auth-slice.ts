import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { SubmitFailure } from '../../lib/forms/submit-failure';

/**
 * The login form's request. Only its status lives here: the e-mail, phone and password stay in the
 * form (formik), so no credential is ever in the store.
 */
export interface AuthState {
  status: RequestStatus;
  error: SubmitFailure | null;
  /** Phone login with OTP: the code was sent, the form now asks for it. */
  otpSent: boolean;
}

/** What the shopper submitted; the saga picks the endpoint (login, get-otp, submit-otp). */
export type LoginRequest =
  | { via: 'email'; email: string; password: string; remember: boolean }
  | { via: 'phone'; phone: string }
  | { via: 'otp'; phone: string; otp: string };

export const loginRequested = createAction<LoginRequest>('auth/loginRequested');

const initialState: AuthState = { status: 'idle', error: null, otpSent: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginSucceeded(state) {
      state.status = 'succeeded';
      state.error = null;
    },
    otpSent(state) {
      state.status = 'succeeded';
      state.error = null;
      state.otpSent = true;
    },
    loginFailed(state, action: PayloadAction<SubmitFailure>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** The shopper switched between e-mail and phone: start over. */
    loginModeChanged(state) {
      state.status = 'idle';
      state.error = null;
      state.otpSent = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loginRequested, (state) => {
      state.status = 'loading';
      state.error = null;
    });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

export const { loginSucceeded, otpSent, loginFailed, loginModeChanged } = authSlice.actions;
