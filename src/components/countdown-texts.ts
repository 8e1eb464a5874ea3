/**
 * The countdown's texts. Not in the home load: the features that show a countdown (campaigns,
 * deals) spread these into their own lazy texts. The unit captions are the original's keys
 * (`days`, `hrs`, `mins`, `secs` from its language file); the spoken label is ours.
 */
export const COUNTDOWN_TEXTS = {
  days: 'Days',
  hrs: 'Hrs',
  mins: 'Mins',
  secs: 'Secs',
  countdown_days_one: ':count day',
  countdown_days_other: ':count days',
  countdown_hours_one: ':count hour',
  countdown_hours_other: ':count hours',
  countdown_minutes_one: ':count minute',
  countdown_minutes_other: ':count minutes',
  countdown_ends_in: 'Ends in :time',
  countdown_ended: 'Ended',
  countdown_just_ended: 'This offer has just ended.',
} as const;

type CountdownTexts = typeof COUNTDOWN_TEXTS;
declare module '../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CountdownTexts {}
}
