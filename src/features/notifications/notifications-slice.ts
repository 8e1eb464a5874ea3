import {
  combineReducers,
  createAction,
  createReducer,
  createSelector,
  createSlice,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice, type PagedList, type PagedListsState } from '../../lib/paging/paged-lists';
import { isSessionReset } from '../session/session-slice';
import type { NotificationItem, NotificationPage } from './notifications-api';

/**
 * The signed-in shopper's stored notifications: the rows loaded so far (the paging kit; newest
 * first, a prefix of the server's list), which feed both `/user/notification` and the header's
 * unseen count. Lazy: the header's bell brings it in once the page is quiet, the screen when it opens.
 */
export const notificationLists = createPagedListsSlice<NotificationItem, 'notificationRows'>('notificationRows');

/** The one list. */
export const NOTIFICATIONS_KEY = 'all';

/** What the list keeps besides its rows. */
interface NotificationsCore {
  /** Rows with a seen or remove request under way. */
  busyIds: number[];
  seeingAll: boolean;
  /** Live pushes whose stored row could not be fetched yet: they still count as unseen. */
  liveExtra: number;
}

/** The list as the screen and the bell read it. `total` is the server's, kept in step with local removals. */
export interface NotificationsState extends NotificationsCore {
  items: NotificationItem[];
  total: number;
  perPage: number;
  nextPageUrl: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
}

const { requested, moreRequested, firstPageLoaded, firstPageFailed, morePageLoaded } = notificationLists.slice.actions;
export { firstPageLoaded, firstPageFailed };

/** The screen opened: (re)load the first page, as the original does on every mount. */
export const notificationsRequested = () => requested({ key: NOTIFICATIONS_KEY });
/** The header's bell: load the first page once, quietly, if nothing is loaded yet. */
export const unseenCountRequested = createAction('notifications/unseenCountRequested');
export const moreNotificationsRequested = () => moreRequested({ key: NOTIFICATIONS_KEY });
export const notificationSeenRequested = createAction<{ id: number }>('notifications/seenRequested');
export const allNotificationsSeenRequested = createAction('notifications/allSeenRequested');
export const notificationRemoveRequested = createAction<{ id: number }>('notifications/removeRequested');

const initialCore: NotificationsCore = { busyIds: [], seeingAll: false, liveExtra: 0 };

const withoutId = (ids: number[], id: number) => ids.filter((x) => x !== id);

const coreSlice = createSlice({
  name: 'notifications',
  initialState: initialCore,
  reducers: {
    /** A fresh page 1 after a live push: new rows go on top, known rows take the server's status. */
    liveMerged(state, _action: PayloadAction<NotificationPage>) {
      state.liveExtra = 0;
    },
    liveMissed(state) {
      state.liveExtra += 1;
    },
    notificationSeenSucceeded(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    notificationSeenFailed(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    allNotificationsSeenSucceeded(state) {
      state.seeingAll = false;
      state.liveExtra = 0;
    },
    allNotificationsSeenFailed(state) {
      state.seeingAll = false;
    },
    notificationRemoved(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
    notificationRemoveFailed(state, action: PayloadAction<{ id: number }>) {
      state.busyIds = withoutId(state.busyIds, action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(firstPageLoaded, (state) => {
        state.liveExtra = 0;
      })
      .addCase(notificationSeenRequested, (state, action) => {
        if (!state.busyIds.includes(action.payload.id)) state.busyIds.push(action.payload.id);
      })
      .addCase(notificationRemoveRequested, (state, action) => {
        if (!state.busyIds.includes(action.payload.id)) state.busyIds.push(action.payload.id);
      })
      .addCase(allNotificationsSeenRequested, (state) => {
        state.seeingAll = true;
      });
  },
});

export const {
  liveMerged,
  liveMissed,
  notificationSeenSucceeded,
  notificationSeenFailed,
  allNotificationsSeenSucceeded,
  allNotificationsSeenFailed,
  notificationRemoved,
  notificationRemoveFailed,
} = coreSlice.actions;

interface NotificationsSliceState {
  core: NotificationsCore;
  rows: PagedListsState<NotificationItem>;
}

const combined = combineReducers({ core: coreSlice.reducer, rows: notificationLists.slice.reducer });

/** What the kit's list does not know: pushed rows on top, seen flags, removals and the server's total. */
const onTheRows = createReducer<NotificationsSliceState>({ core: initialCore, rows: {} }, (builder) => {
  const list = (state: NotificationsSliceState) => state.rows[NOTIFICATIONS_KEY] as PagedList<NotificationItem> | undefined;
  builder
    .addCase(firstPageLoaded, (state, action) => {
      const rows = list(state);
      if (rows) rows.total = Math.max(action.payload.page.total ?? 0, rows.items.length);
    })
    .addCase(liveMerged, (state, action) => {
      const rows = list(state);
      if (!rows) return;
      const page = action.payload;
      const byId = new Map(page.items.map((item) => [item.id, item]));
      for (const item of rows.items) {
        const fresh = byId.get(item.id);
        if (fresh) item.unseen = fresh.unseen;
      }
      const known = new Set(rows.items.map((item) => item.id));
      rows.items.unshift(...page.items.filter((item) => !known.has(item.id)));
      rows.total = Math.max(page.total, rows.items.length);
      // Pushed rows shift the server's pages: "more" goes on while rows are left to read.
      if (!rows.nextPageUrl && rows.items.length < rows.total) rows.nextPageUrl = page.nextPageUrl;
    })
    .addCase(notificationSeenSucceeded, (state, action) => {
      const item = list(state)?.items.find((x) => x.id === action.payload.id);
      if (item) item.unseen = false;
    })
    .addCase(allNotificationsSeenSucceeded, (state) => {
      for (const item of list(state)?.items ?? []) item.unseen = false;
    })
    .addCase(notificationRemoved, (state, action) => {
      const rows = list(state);
      if (!rows) return;
      const before = rows.items.length;
      rows.items = rows.items.filter((x) => x.id !== action.payload.id);
      if (rows.items.length < before) rows.total = Math.max(0, (rows.total ?? 0) - 1);
    });
});

function notificationsReducer(state: NotificationsSliceState | undefined, action: UnknownAction): NotificationsSliceState {
  const before = state?.rows[NOTIFICATIONS_KEY]?.items.length ?? 0;
  // Another shopper (or none) now: nothing of the previous one's list may stay.
  const next = onTheRows(combined(isSessionReset(action) ? undefined : state, action), action);
  const rows = next.rows[NOTIFICATIONS_KEY];
  if (!morePageLoaded.match(action) || !rows) return next;
  const { page } = action.payload;
  // Nothing new and no next page: the server has no more than what is shown (rows went away meanwhile).
  const total =
    rows.items.length === before && page.nextPageUrl === null ? rows.items.length : Math.max(page.total ?? 0, rows.items.length);
  return { ...next, rows: { ...next.rows, [NOTIFICATIONS_KEY]: { ...rows, total } } };
}

/** One lazy slice: the kit's list and what else the list keeps, side by side. */
export const notificationsSlice = { reducerPath: 'notifications' as const, reducer: notificationsReducer };

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    notifications: NotificationsSliceState;
  }
}

export const initialNotificationsState: NotificationsState = {
  ...initialCore,
  items: [],
  total: 0,
  perPage: 15,
  nextPageUrl: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
};

export const selectNotificationRows = (state: RootState): PagedList<NotificationItem> | null =>
  notificationLists.selectList(state.notifications?.rows, NOTIFICATIONS_KEY);

/** The list as one object (none before the feature is injected); 'idle' until page 1 is asked for. */
export const selectNotificationsView = createSelector(
  [(state: RootState) => state.notifications?.core, selectNotificationRows],
  (core, rows): NotificationsState | undefined => {
    if (!core) return undefined;
    if (!rows) return { ...initialNotificationsState, ...core };
    const list = rows;
    return {
      ...core,
      items: list.items,
      total: list.total ?? list.items.length,
      perPage: list.perPage ?? 15,
      nextPageUrl: list.nextPageUrl,
      status: list.status,
      error: list.error,
      moreStatus: list.moreStatus,
    };
  },
);
