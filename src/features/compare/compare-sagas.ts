import type { Saga } from 'redux-saga';

/** Eager watchers (the toggles on cards and the product page are in the home load). */
export const compareSagas: Record<string, Saga> = {};
