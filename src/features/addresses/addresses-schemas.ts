import { object, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/**
 * The address form, checked before the request (the backend checks again: a 422 lands on the same
 * fields). As 1.6.7: postal code required (the ramdhani add-on is not supported), city required
 * only when the chosen state has cities to choose from (`needsCity`).
 */
export const addressSchema = (t: Translate, needsCity: (stateId: string) => boolean): AnyObjectSchema =>
  object({
    name: string().trim().required(t('addresses_name_required')),
    email: string().trim().required(t('addresses_email_required')).email(t('email_invalid')),
    phone_no: string().trim().required(t('addresses_phone_required')),
    country_id: string().required(t('addresses_country_required')),
    state_id: string().required(t('addresses_state_required')),
    city_id: string().test('city-when-offered', t('addresses_city_required'), function required(value) {
      return Boolean(value) || !needsCity(String(this.parent.state_id ?? ''));
    }),
    postal_code: string().trim().required(t('addresses_postal_code_required')),
    address: string().trim().required(t('addresses_address_required')),
  });
