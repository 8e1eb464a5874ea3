import { mixed, object, ref, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';
import { fileProblem, IMAGE_FILE, TAX_PAPER_FILE, type FileRule } from './profile-files';

/** A file field: empty is fine; a wrong type or a too large file gets its message on the field. */
const fileField = (rule: FileRule, wrongType: string, tooBig: string) =>
  mixed()
    .nullable()
    .test('type', wrongType, (file) => fileProblem(file, rule) !== 'type')
    .test('size', tooBig, (file) => fileProblem(file, rule) !== 'size');

const imageField = (t: Translate) => fileField(IMAGE_FILE, t('profile_image_wrong_type'), t('profile_image_too_big'));

/**
 * edit-profile: the original's required fields (first and last name, gender, date of birth; the
 * phone only for an account without an e-mail address) and the picture's limits.
 */
export const profileSchema = (t: Translate, phoneRequired: boolean): AnyObjectSchema =>
  object({
    first_name: string().trim().required(t('first_name_required')),
    last_name: string().trim().required(t('last_name_required')),
    phone: phoneRequired ? string().trim().required(t('phone_required')) : string(),
    gender: string().required(t('profile_gender_required')),
    date_of_birth: string().required(t('profile_birth_date_required')),
    image: imageField(t),
  });

/** change_password: the current password only when the account has one; 6–32 characters, twice. */
export const passwordSchema = (t: Translate, hasPassword: boolean): AnyObjectSchema =>
  object({
    current_password: hasPassword ? string().required(t('profile_current_password_required')) : string(),
    new_password: string()
      .required(t('profile_new_password_required'))
      .min(6, t('password_too_short'))
      .max(32, t('password_too_long', { max: 32 })),
    confirm_password: string()
      .required(t('password_confirmation_required'))
      .oneOf([ref('new_password')], t('passwords_differ')),
  });

/** migrate-to-seller: shop name, address and phone (the original's rules) and the files' limits. */
export const sellerSchema = (t: Translate): AnyObjectSchema =>
  object({
    shop_name: string().trim().required(t('shop_name_required')),
    address: string().trim().required(t('shop_address_required')),
    phone_no: string().trim().required(t('profile_shop_phone_required')),
    tax_paper: fileField(TAX_PAPER_FILE, t('profile_tax_paper_wrong_type'), t('profile_tax_paper_too_big')),
    logo: imageField(t),
    banner: imageField(t),
  });
