/**
 * The texts of the stored notifications list (`/user/notification`), under the original's keys
 * where it has them (`seen`, `seen_all`, `remove`, `notification_found`: its notification.vue), so
 * a shop's translations apply unchanged; the English says what the buttons do. The count line and
 * the unseen mark are ours: the original hard-codes "N Notifications found" and marks nothing.
 */
export const NOTIFICATIONS_TEXTS = {
  seen: 'Mark as seen',
  seen_all: 'Mark all as seen',
  remove: 'Remove',
  notification_found: 'No Notification Found',
  notifications_found_one: ':count notification found',
  notifications_found_other: ':count notifications found',
  notification_unseen: 'Unseen',
} as const;

type NotificationsTexts = typeof NOTIFICATIONS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends NotificationsTexts {}
}
