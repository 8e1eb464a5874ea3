/**
 * What other features may use. Only the bell: it is in the header (home load), so this file must
 * not export anything that pulls in the list's slice, sagas or screen.
 */
export { NotificationBell } from './components/NotificationBell';
/** A realtime push arrived (already in the home load: the live-notification watcher is eager). */
export { liveNotificationReceived } from './live-notification-sagas';
