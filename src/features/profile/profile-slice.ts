import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { SubmitFailure } from '../../lib/forms/submit-failure';

/** One form request: its status and, after a failure, the error as plain data. */
export interface ProfileRequest {
  status: RequestStatus;
  error: SubmitFailure | null;
}

/** The three forms' requests. Field values (passwords, files) stay in the forms, never here. */
export interface ProfileState {
  update: ProfileRequest;
  password: ProfileRequest;
  seller: ProfileRequest;
}

export type SocialKey = 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'pinterest' | 'youtube';
export const SOCIAL_KEYS: SocialKey[] = ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'];

/** What the edit-profile form sends; the picture travels in a parcel (profile-outbox.ts). */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  phone: string;
  gender: string;
  date_of_birth: string;
  socials: Record<SocialKey, string>;
}

export interface ShopFields {
  shop_name: string;
  address: string;
  phone_no: string;
  license_no: string;
}

export const profileUpdateRequested = createAction<{ fields: ProfileFields; parcel: number }>('profile/updateRequested');
/** The password fields go straight to the saga and the request (as the login form's). */
export const passwordChangeRequested = createAction<{ current_password: string; new_password: string; confirm_password: string }>(
  'profile/passwordChangeRequested',
);
export const becomeSellerRequested = createAction<{ fields: ShopFields; parcel: number }>('profile/becomeSellerRequested');
/** The become-a-seller screen went away (its route changed): the signed-out user may now be forgotten. */
export const sellerScreenLeft = createAction('profile/sellerScreenLeft');

const idle = (): ProfileRequest => ({ status: 'idle', error: null });
const initialState: ProfileState = { update: idle(), password: idle(), seller: idle() };
type Form = keyof ProfileState;

const start = (state: ProfileState, form: Form) => {
  state[form] = { status: 'loading', error: null };
};

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileRequestSucceeded(state, action: PayloadAction<Form>) {
      state[action.payload] = { status: 'succeeded', error: null };
    },
    profileRequestFailed(state, action: PayloadAction<{ form: Form; failure: SubmitFailure }>) {
      state[action.payload.form] = { status: 'failed', error: action.payload.failure };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(profileUpdateRequested, (state) => start(state, 'update'))
      .addCase(passwordChangeRequested, (state) => start(state, 'password'))
      .addCase(becomeSellerRequested, (state) => start(state, 'seller'));
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof profileSlice> {}
}

export const { profileRequestSucceeded, profileRequestFailed } = profileSlice.actions;
