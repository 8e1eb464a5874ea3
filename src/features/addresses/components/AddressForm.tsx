import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Form, SubmitButton, TextAreaField, TextField } from '../../../lib/forms';
import type { AddressEntry } from '../address-normalise';
import type { AddressBody } from '../addresses-api';
import { addressesFeature } from '../addresses-feature';
import { addressSchema } from '../addresses-schemas';
import { selectAddressSave } from '../addresses-selectors';
import { addressFormOpened, addressSaveRequested } from '../addresses-slice';
import { GeographyFields } from './GeographyFields';
// The form is also used on the checkout, which does not load the addresses screen's styles.
import '../addresses.css';
import type { RootState } from '../../../app/store';

/** The form's values: strings, as the fields hold them. */
export interface AddressFormValues {
  name: string;
  email: string;
  phone_no: string;
  country_id: string;
  state_id: string;
  city_id: string;
  postal_code: string;
  address: string;
}

export function addressFormValues(address?: AddressEntry | null): AddressFormValues {
  const id = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    name: address?.name ?? '',
    email: address?.email ?? '',
    phone_no: address?.phone ?? '',
    country_id: id(address?.countryId),
    state_id: id(address?.stateId),
    city_id: id(address?.cityId),
    postal_code: address?.postalCode ?? '',
    address: address?.address ?? '',
  };
}

/** What the original form posts: ids as numbers, "" for no city and for a new address's id. */
export function addressBody(values: AddressFormValues, id: number | string | null | undefined): AddressBody {
  const num = (v: string): number | '' => (v === '' ? '' : Number(v));
  return {
    id: id ?? '',
    name: values.name.trim(),
    email: values.email.trim(),
    phone_no: values.phone_no.trim(),
    address: values.address.trim(),
    country_id: num(values.country_id),
    state_id: num(values.state_id),
    city_id: num(values.city_id),
    postal_code: values.postal_code.trim(),
  };
}

const selectCityLists = (state: RootState) => state.addresses?.cities;

/**
 * Add or edit one address (`store/user-address`), with the chained country/state/city pickers.
 * Brings the addresses feature in itself, so any screen can show it (the checkout does). On
 * success the book is fetched again (the answer holds no address) and `onDone` runs.
 */
export function AddressForm({
  address = null,
  onDone,
  onCancel,
  label,
}: {
  /** The address to edit; none for a new one. */
  address?: AddressEntry | null;
  onDone?: () => void;
  onCancel?: () => void;
  /** The form's accessible name when no heading names it. */
  label?: string;
}) {
  useFeature(addressesFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectAddressSave);
  const cityLists = useAppSelector(selectCityLists);
  // A city is asked for only when the chosen state offers some.
  const schema = useMemo(
    () =>
      addressSchema(t, (stateId) => {
        const list = stateId ? cityLists?.[stateId] : undefined;
        return list?.status === 'succeeded' && (list.data?.length ?? 0) > 0;
      }),
    [t, cityLists],
  );
  const initialValues = useMemo(() => addressFormValues(address), [address]);
  const editing = address !== null;

  useEffect(() => {
    dispatch(addressFormOpened());
  }, [dispatch]);

  return (
    <Form<AddressFormValues>
      initialValues={initialValues}
      schema={schema}
      className="sf-address-form"
      label={label}
      request={{ status, error, resetOnSuccess: !editing, onSuccess: onDone }}
      onSubmit={(values) => {
        dispatch(addressSaveRequested(addressBody(values, address?.id)));
      }}
    >
      <div className="sf-address-form__grid">
        <TextField name="name" label={t('name')} autoComplete="name" />
        <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
        <TextField name="phone_no" type="tel" label={t('phone')} autoComplete="tel" inputMode="tel" />
        <GeographyFields />
        <TextField name="postal_code" label={t('postal_code')} autoComplete="postal-code" />
      </div>
      <TextAreaField name="address" label={t('street_address')} rows={3} autoComplete="street-address" />
      <div className="sf-address-form__actions">
        <SubmitButton>{editing ? t('update') : t('address_submit_button')}</SubmitButton>
        {onCancel && (
          <button type="button" className="sf-button" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </Form>
  );
}
