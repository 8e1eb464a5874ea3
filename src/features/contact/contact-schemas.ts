import { object, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/** The original's columns are varchar(255), which the database counts in characters (not UTF-16 units). */
export const CONTACT_MAX = 255;
export const characterCount = (value: string): number => [...value].length;

/**
 * The message form, checked before the request. The original checks only that each field is
 * there (no e-mail format rule) and its database refuses anything over 255 characters: this
 * catches both, and a malformed address too, which the shop could not answer.
 */
export const contactSchema = (t: Translate): AnyObjectSchema => {
  const limited = (required: string) =>
    string()
      .trim()
      .required(required)
      .test('length', t('contact_too_long'), (value) => characterCount(value ?? '') <= CONTACT_MAX);
  return object({
    name: limited(t('contact_name_required')),
    email: string()
      .trim()
      .required(t('email_required'))
      .email(t('email_invalid'))
      .test('length', t('contact_too_long'), (value) => characterCount(value ?? '') <= CONTACT_MAX),
    subject: limited(t('contact_subject_required')),
    message: limited(t('contact_message_required')),
  });
};
