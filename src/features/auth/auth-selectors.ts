import type { RootState } from '../../app/store';
import type { AuthState } from './auth-slice';

const IDLE: AuthState = { status: 'idle', error: null, otpSent: false };

/** The slice arrives with the login screen (auth-feature.ts); before that it is idle. */
export const selectLogin = (state: RootState): AuthState => state.auth ?? IDLE;

/** `settings_data.disable_otp` (a bool in 1.6.7; `1`/`"1"` tolerated): phone login without a code. */
export const selectOtpOff = (state: RootState): boolean => {
  const flag = state.shop.settings.disable_otp;
  return flag === true || flag === 1 || flag === '1';
};
