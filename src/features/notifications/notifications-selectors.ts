import type { RootState } from '../../app/store';
import type { NotificationsState } from './notifications-slice';

/** The list's state; before the feature is injected there is none. (The bell's count: notification-bell-selectors.ts.) */
export const selectNotificationsState = (state: RootState): NotificationsState | undefined => state.notifications;

/** More rows exist on the server than are loaded. */
export const selectHasMoreNotifications = (state: RootState): boolean => {
  const list = state.notifications;
  return !!list && list.status === 'succeeded' && list.items.length < list.total;
};
