import { createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { ShellData } from '../../contract';
import type { User } from '../../types/account';
import { sessionExpired } from '../../lib/session/session-events';

/** Who is signed in; the shop's own data (settings, currencies, menus …) is the shop feature's. */
export interface SessionState {
  user: User | null;
  /** Where to go after signing in (a same-origin path), set when a guarded route bounced the shopper. */
  loginRedirect: string | null;
}

export function sessionFromShell(shell: ShellData): SessionState {
  return { user: shell.user, loginRedirect: null };
}

export const logoutRequested = createAction('session/logoutRequested');
/** Signed out on the backend: counts, cart and wishlist empty with it. */
export const logoutSucceeded = createAction('session/logoutSucceeded');
/** A guarded route was opened by a guest: remember it, explain, go to login. */
export const signInRequired = createAction<{ returnTo: string }>('session/signInRequired');
/** Sign-in finished (login screen, social login …): counts and carts come with it. */
export const signInSucceeded = createAction<{ user: User; wishlists?: number; compare_list?: number; carts?: unknown[] }>(
  'session/signInSucceeded',
);

/**
 * The signed-in shopper changed (signed in, signed out, or the session ended): slices that hold one
 * shopper's data start over with `builder.addMatcher(isSessionReset, …)`.
 */
export const isSessionReset = isAnyOf(signInSucceeded, logoutSucceeded, sessionExpired);

/** The backend sent the signed-in user afresh (a default address chosen, the profile saved …): replace it. */
export const userReplaced = createAction<User>('session/userReplaced');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { user: null, loginRedirect: null } as SessionState,
  reducers: {
    loginRedirectConsumed(state) {
      state.loginRedirect = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signInRequired, (state, action) => {
        state.loginRedirect = action.payload.returnTo;
      })
      .addCase(signInSucceeded, (state, action) => {
        state.user = action.payload.user;
      })
      .addCase(userReplaced, (state, action) => {
        // Only while someone is signed in: a late answer must not sign a logged-out page back in.
        if (state.user) state.user = action.payload;
      })
      .addCase(logoutSucceeded, (state) => {
        state.user = null;
      })
      .addCase(sessionExpired, (state) => {
        state.user = null;
      });
  },
});

export const { loginRedirectConsumed } = sessionSlice.actions;
