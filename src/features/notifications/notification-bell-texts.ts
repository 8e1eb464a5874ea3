/**
 * The header bell's texts: in the home load (src/app/texts.ts), so kept to the two it needs.
 * `Notifications` is the original's key; the count label is ours.
 */
export const NOTIFICATION_BELL_TEXTS = {
  Notifications: 'Notifications',
  /** The bell's name with the unseen count ("3", or "15+" when there may be more). */
  notification_bell_unseen: 'Notifications: :count unseen',
} as const;

type NotificationBellTexts = typeof NOTIFICATION_BELL_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends NotificationBellTexts {}
}
