import { object, string } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/** The newsletter pop-up's email, checked before the request (the backend checks it again: 422). */
export const newsletterSchema = (t: Translate) =>
  object({ email: string().trim().required(t('email_required')).email(t('email_invalid')) });
