/**
 * The contact screen's texts, under the original's keys where contact.vue has them (send_message,
 * name, email, subject, message, write_your_message, send, reach_on_us, follow_us,
 * message_sent_successfully, and the social network names), our English otherwise. Keys shared
 * with other features keep their wording (email, email_required, email_invalid, follow_us,
 * contact_us: shell-texts; the network names: profile-texts).
 */
export const CONTACT_TEXTS = {
  contact_us: 'Contact us',
  send_message: 'Send a Message',
  name: 'Name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
  write_your_message: 'Write Your Message',
  send: 'Send',
  reach_on_us: 'Reach on us',
  follow_us: 'Follow us',
  message_sent_successfully: 'Message Sent Successfully',
  email_required: 'Please enter your email address.',
  email_invalid: 'Please enter a valid email address.',
  address: 'Address',
  phone: 'Phone',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  instagram: 'Instagram',
  youtube: 'YouTube',
  contact_name_required: 'Please enter your name.',
  contact_subject_required: 'Please enter a subject.',
  contact_message_required: 'Please write your message.',
  contact_too_long: 'Please keep this within 255 characters.',
  contact_characters: ':count of :max characters',
  contact_sending: 'Sending…',
  contact_sent_detail: 'Thank you. We will reply to your email address.',
  contact_too_many: 'You have sent several messages in a short time. Please wait a few minutes before sending another.',
  contact_send_failed: 'Your message could not be sent. Please try again.',
  contact_details_failed: 'The contact details could not be loaded. You can still send us a message.',
  contact_details_none: 'This store has not published its contact details.',
  contact_view_on_map: 'View on map',
  contact_map_title: 'Map: :place',
  contact_map_new_tab: '(opens in a new tab)',
} as const;

type ContactTexts = typeof CONTACT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ContactTexts {}
}
