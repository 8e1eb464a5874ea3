import { createAction } from '@reduxjs/toolkit';

/** Counted by the shell's progress bar: one per request or screen chunk in flight. */
export const workStarted = createAction('progress/started');
export const workFinished = createAction('progress/finished');
