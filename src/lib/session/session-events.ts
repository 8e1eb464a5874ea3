import { createAction } from '@reduxjs/toolkit';

/** The backend answered as if nobody is signed in (login page HTML, 401, 419). */
export const sessionExpired = createAction('session/expired');
