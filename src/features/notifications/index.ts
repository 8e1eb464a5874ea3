/**
 * What other features may use. Only the bell: it is in the header (home load), so this file must
 * not export anything that pulls in the list's slice, sagas or screen.
 */
export { NotificationBell } from './components/NotificationBell';
