import type { RootState } from '../../app/store';
import { selectNotificationsView } from './notifications-slice';

/** The list's state; before the feature is injected there is none. (The bell's count: notification-bell-selectors.ts.) */
export const selectNotificationsState = selectNotificationsView;

/** More rows exist on the server than are loaded. */
export const selectHasMoreNotifications = (state: RootState): boolean => {
  const list = selectNotificationsView(state);
  return !!list && list.status === 'succeeded' && list.items.length < list.total && list.nextPageUrl !== null;
};
