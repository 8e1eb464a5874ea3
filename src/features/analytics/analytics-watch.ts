import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call } from 'redux-saga/effects';
import { loadChunk } from '../../lib/chunks/load-chunk';

/**
 * The host page's analytics: when it has a GA4/GTM `dataLayer`, the shopper's catalogue and buying
 * steps go into it as GA4 ecommerce events. Only this watcher is in the home load; the mapping
 * arrives as its own chunk, and only on pages that have a dataLayer. Actions are queued from the
 * start, so the first listing or product view is not lost while that chunk loads.
 */
export interface DataLayer {
  push: (entry: Record<string, unknown>) => unknown;
}

/** Types of the catalogue and cart actions the events come from (analytics-events.test checks them against the creators). */
export const SOURCE_ACTION_TYPES = ['listing/listingSucceeded', 'product/productDetailsSucceeded', 'cart/addToCartSucceeded'];

export function hostDataLayer(): DataLayer | null {
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  return Array.isArray(layer) ? (layer as DataLayer) : null;
}

const isSource = (action: Action) => action.type.startsWith('analytics/') || SOURCE_ACTION_TYPES.includes(action.type);

function* watchAnalytics() {
  const layer = hostDataLayer();
  if (!layer) return;
  const channel: Channel<Action> = yield actionChannel(isSource, buffers.expanding<Action>(20));
  const { reportToDataLayer } = (yield call(loadChunk, () => import('./analytics-sagas'))) as typeof import('./analytics-sagas');
  yield call(reportToDataLayer, channel, layer);
}

export const analyticsSagas = { watchAnalytics };
