import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { SubmitFailure } from '../../lib/forms/submit-failure';

/** One form's request: its status and, after a failure, the error as plain data. */
export interface FormRequest {
  status: RequestStatus;
  error: SubmitFailure | null;
}

/**
 * The sign-in, sign-up and password-reset forms' requests. Only their status lives here: e-mail,
 * phone and passwords stay in the forms (formik), so no credential is ever in the store. The login
 * form's request sits at the top level (LoginScreen reads it so).
 */
export interface AuthState extends FormRequest {
  /** Phone login with OTP: the code was sent, the form now asks for it. */
  otpSent: boolean;
  /** `/register`; `otpSent`: register/by-phone sent the sign-up code, the form asks for it. */
  register: FormRequest & { otpSent: boolean };
  /** `/reset-password`; `sent`: the backend's confirmation, shown under the form. */
  reset: FormRequest & { sent: string | null };
  /** `/reset/:email/:code`; `linkExpired`: the backend refused the code (a redirect to its login page). */
  newPassword: FormRequest & { linkExpired: boolean };
  /** `/register/:type`; `note`: the backend's `migrate_msg` (approval pending), kept for the login page (SignupNote). */
  sellerRegister: FormRequest & { note: string | null };
}

/** What the shopper submitted; the saga picks the endpoint (login, get-otp, submit-otp). */
export type LoginRequest =
  | { via: 'email'; email: string; password: string; remember: boolean; /** Google's token, '' without the box. */ captcha: string }
  | { via: 'phone'; phone: string }
  | { via: 'otp'; phone: string; otp: string };

interface Names {
  first_name: string;
  last_name: string;
  referral_code?: string;
}

/** `/register`: by e-mail, by phone (asks for the code, or registers at once when the shop sets `disable_otp`), or the code. */
export type RegisterRequest =
  | (Names & { via: 'email'; email: string; password: string; password_confirmation: string })
  | (Names & { via: 'phone'; phone: string })
  | (Names & { via: 'otp'; phone: string; otp: string });

export interface SellerRegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  shop_name: string;
  address: string;
}

export interface NewPasswordRequest {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export const loginRequested = createAction<LoginRequest>('auth/loginRequested');
export const registerRequested = createAction<RegisterRequest>('auth/registerRequested');
export const resetRequested = createAction<{ email: string }>('auth/resetRequested');
export const newPasswordRequested = createAction<NewPasswordRequest>('auth/newPasswordRequested');
export const sellerRegisterRequested = createAction<SellerRegisterRequest>('auth/sellerRegisterRequested');

const IDLE_REQUEST: FormRequest = { status: 'idle', error: null };

export const AUTH_INITIAL_STATE: AuthState = {
  ...IDLE_REQUEST,
  otpSent: false,
  register: { ...IDLE_REQUEST, otpSent: false },
  reset: { ...IDLE_REQUEST, sent: null },
  newPassword: { ...IDLE_REQUEST, linkExpired: false },
  sellerRegister: { ...IDLE_REQUEST, note: null },
};

const loading = (request: FormRequest) => {
  request.status = 'loading';
  request.error = null;
};
const succeeded = (request: FormRequest) => {
  request.status = 'succeeded';
  request.error = null;
};
const failed = (request: FormRequest, error: SubmitFailure) => {
  request.status = 'failed';
  request.error = error;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: AUTH_INITIAL_STATE,
  reducers: {
    loginSucceeded(state) {
      succeeded(state);
      state.sellerRegister.note = null;
    },
    otpSent(state) {
      succeeded(state);
      state.otpSent = true;
    },
    loginFailed(state, action: PayloadAction<SubmitFailure>) {
      failed(state, action.payload);
    },
    /** The shopper switched between e-mail and phone: start over. */
    loginModeChanged(state) {
      Object.assign(state, IDLE_REQUEST);
      state.otpSent = false;
    },

    registerSucceeded(state) {
      succeeded(state.register);
    },
    registerOtpSent(state) {
      succeeded(state.register);
      state.register.otpSent = true;
    },
    registerFailed(state, action: PayloadAction<SubmitFailure>) {
      failed(state.register, action.payload);
    },
    /** The shopper switched between e-mail and phone, or opened the page afresh: start over. */
    registerReset(state) {
      state.register = { ...IDLE_REQUEST, otpSent: false };
    },

    resetSucceeded(state, action: PayloadAction<string>) {
      succeeded(state.reset);
      state.reset.sent = action.payload;
    },
    resetFailed(state, action: PayloadAction<SubmitFailure>) {
      failed(state.reset, action.payload);
    },

    newPasswordSucceeded(state) {
      succeeded(state.newPassword);
    },
    newPasswordFailed(state, action: PayloadAction<SubmitFailure>) {
      failed(state.newPassword, action.payload);
    },
    newPasswordLinkExpired(state, action: PayloadAction<SubmitFailure>) {
      failed(state.newPassword, action.payload);
      state.newPassword.linkExpired = true;
    },

    sellerRegisterSucceeded(state, action: PayloadAction<string | null>) {
      succeeded(state.sellerRegister);
      state.sellerRegister.note = action.payload;
    },
    sellerNoteDismissed(state) {
      state.sellerRegister.note = null;
    },
    sellerRegisterFailed(state, action: PayloadAction<SubmitFailure>) {
      failed(state.sellerRegister, action.payload);
    },

    /** A sign-up or reset screen opened: what an earlier visit left is forgotten. */
    signupScreenOpened(state, action: PayloadAction<'register' | 'reset' | 'newPassword' | 'sellerRegister'>) {
      const note = state.sellerRegister.note;
      Object.assign(state[action.payload], AUTH_INITIAL_STATE[action.payload]);
      state.sellerRegister.note = note;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginRequested, (state) => loading(state))
      .addCase(registerRequested, (state) => loading(state.register))
      .addCase(resetRequested, (state) => {
        loading(state.reset);
        state.reset.sent = null;
      })
      .addCase(newPasswordRequested, (state) => loading(state.newPassword))
      .addCase(sellerRegisterRequested, (state) => loading(state.sellerRegister));
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

export const {
  loginSucceeded,
  otpSent,
  loginFailed,
  loginModeChanged,
  registerSucceeded,
  registerOtpSent,
  registerFailed,
  registerReset,
  resetSucceeded,
  resetFailed,
  newPasswordSucceeded,
  newPasswordFailed,
  newPasswordLinkExpired,
  sellerRegisterSucceeded,
  sellerRegisterFailed,
  sellerNoteDismissed,
  signupScreenOpened,
} = authSlice.actions;
