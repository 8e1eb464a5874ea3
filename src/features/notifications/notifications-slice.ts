import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { isSessionReset } from '../session/session-slice';
import type { NotificationItem, NotificationPage } from './notifications-api';

/**
 * The signed-in shopper's stored notifications: the rows loaded so far (newest first, a prefix of
 * the server's list), which feed both `/user/notification` and the header's unseen count. Lazy:
 * the header's bell brings it in once the page is quiet, the screen when it opens.
 */
export interface NotificationsState {
  items: NotificationItem[];
  /** The server's `total`, kept in step with local removals. */
  total: number;
  perPage: number;
  /** `next_page_url` of the last page read going forward (null: the end was reached). */
  nextPageUrl: string | null;
  /** The first page. */
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
  /** Rows with a seen or remove request under way. */
  busyIds: number[];
  seeingAll: boolean;
  /** Live pushes whose stored row could not be fetched yet: they still count as unseen. */
  liveExtra: number;
}

/** The screen opened: (re)load the first page, as the original does on every mount. */
export const notificationsRequested = createAction('notifications/requested');
/** The header's bell: load the first page once, quietly, if nothing is loaded yet. */
export const unseenCountRequested = createAction('notifications/unseenCountRequested');
export const moreNotificationsRequested = createAction('notifications/moreRequested');
export const notificationSeenRequested = createAction<{ id: number }>('notifications/seenRequested');
export const allNotificationsSeenRequested = createAction('notifications/allSeenRequested');
export const notificationRemoveRequested = createAction<{ id: number }>('notifications/removeRequested');

export const initialNotificationsState: NotificationsState = {
  items: [],
  total: 0,
  perPage: 15,
  nextPageUrl: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
  busyIds: [],
  seeingAll: false,
  liveExtra: 0,
};

const withoutId = (ids: number[], id: number) => ids.filter((x) => x !== id);

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    firstPageStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** Page 1 replaces the list (a fresh start, as on the original's mount). */
    firstPageLoaded(state, action: PayloadAction<NotificationPage>) {
      const page = action.payload;
      state.items = page.items;
      state.total = Math.max(page.total, page.items.length);
      state.perPage = page.perPage;
      state.nextPageUrl = page.nextPageUrl;
      state.status = 'succeeded';
      state.error = null;
      state.moreStatus = 'idle';
      state.liveExtra = 0;
    },
    firstPageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    morePageLoaded(state, action: PayloadAction<NotificationPage>) {
      const page = action.payload;
      const known = new Set(state.items.map((item) => item.id));
      const fresh = page.items.filter((item) => !known.has(item.id));
      state.items.push(...fresh);
      state.perPage = page.perPage;
      state.nextPageUrl = page.nextPageUrl;
      // Nothing new and no next page: the server has no more than what is shown (rows went away meanwhile).
      state.total = fresh.length === 0 && page.nextPageUrl === null ? state.items.length : Math.max(page.total, state.items.length);
      state.moreStatus = 'idle';
    },
    morePageFailed(state) {
      state.moreStatus = 'failed';
    },
    /** A fresh page 1 after a live push: new rows go on top, known rows take the server's status. */
    liveMerged(state, action: PayloadAction<NotificationPage>) {
      const page = action.payload;
      const byId = new Map(page.items.map((item) => [item.id, item]));
      for (const item of state.items) {
        const fresh = byId.get(item.id);
        if (fresh) item.unseen = fresh.unseen;
      }
      const known = new Set(state.items.map((item) => item.id));
      state.items.unshift(...page.items.filter((item) => !known.has(item.id)));
      state.total = Math.max(page.total, state.items.length);
      state.liveExtra = 0;
    },
    liveMissed(state) {
      state.liveExtra += 1;
    },
    notificationSeenSucceeded(state, action: PayloadAction<{ id: number }>) {
      const item = state.items.find((x) => x.id === action.payload.id);
      if (item) item.unseen = false;
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    notificationSeenFailed(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    allNotificationsSeenSucceeded(state) {
      for (const item of state.items) item.unseen = false;
      state.seeingAll = false;
      state.liveExtra = 0;
    },
    allNotificationsSeenFailed(state) {
      state.seeingAll = false;
    },
    notificationRemoved(state, action: PayloadAction<{ id: number }>) {
      const before = state.items.length;
      state.items = state.items.filter((x) => x.id !== action.payload.id);
      if (state.items.length < before) state.total = Math.max(0, state.total - 1);
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    notificationRemoveFailed(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(moreNotificationsRequested, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(notificationSeenRequested, (state, action) => {
        if (!state.busyIds.includes(action.payload.id)) state.busyIds.push(action.payload.id);
      })
      .addCase(notificationRemoveRequested, (state, action) => {
        if (!state.busyIds.includes(action.payload.id)) state.busyIds.push(action.payload.id);
      })
      .addCase(allNotificationsSeenRequested, (state) => {
        state.seeingAll = true;
      })
      // Another shopper (or none) now: nothing of the previous one's list may stay.
      .addMatcher(isSessionReset, () => initialNotificationsState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

export const {
  firstPageStarted,
  firstPageLoaded,
  firstPageFailed,
  morePageLoaded,
  morePageFailed,
  liveMerged,
  liveMissed,
  notificationSeenSucceeded,
  notificationSeenFailed,
  allNotificationsSeenSucceeded,
  allNotificationsSeenFailed,
  notificationRemoved,
  notificationRemoveFailed,
} = notificationsSlice.actions;
