import type { RootState } from '../../app/store';

export const selectUser = (state: RootState) => state.session.user;
export const selectLoginRedirect = (state: RootState) => state.session.loginRedirect;
