import type { RootState } from '../../app/store';
import { selectAddOns, selectSettings } from '../shop/shop-selectors';
import type { ProfileRequest, ProfileState } from './profile-slice';

const IDLE: ProfileRequest = { status: 'idle', error: null };
const NONE: ProfileState = { update: IDLE, password: IDLE, seller: IDLE };

/** The slice arrives with the first profile screen (profile-feature.ts); before that all is idle. */
const profile = (state: RootState): ProfileState => state.profile ?? NONE;

export const selectProfileUpdate = (state: RootState) => profile(state).update;
export const selectPasswordChange = (state: RootState) => profile(state).password;
export const selectBecomeSeller = (state: RootState) => profile(state).seller;

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1';

/** The original links "Be a seller" when `seller_system == 1` and the ramdhani add-on is off. */
export const selectSellerSignUpOpen = (state: RootState): boolean =>
  isOn(selectSettings(state).seller_system) && !selectAddOns(state).includes('ramdhani');
