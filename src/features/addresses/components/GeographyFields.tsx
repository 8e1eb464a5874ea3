import { useEffect, useMemo, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { SelectField, type Choice } from '../../../lib/forms';
import { useFieldValue, useSetFieldValue } from '../../../lib/forms/watch';
import type { Remote } from '../../../lib/remote';
import { selectCitiesOf, selectCountries, selectStatesOf } from '../addresses-selectors';
import { citiesRequested, countriesRequested, statesRequested } from '../addresses-slice';

/** The form's field names, as `store/user-address` takes them. */
export const GEOGRAPHY_FIELDS = { country: 'country_id', state: 'state_id', city: 'city_id' } as const;

const toId = (value: unknown): number | null => {
  const n = Number(value);
  return value !== '' && value !== null && value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

function choices(list: Remote<Array<{ id: number; name: string }>>, sort = false): Choice[] {
  const rows = list.data ?? [];
  const ordered = sort ? [...rows].sort((a, b) => byName.compare(a.name, b.name)) : rows;
  return ordered.map((row) => ({ value: String(row.id), label: row.name }));
}

/**
 * Country → state → city, inside an address <Form> (fields `country_id`, `state_id`, `city_id`,
 * string values). Choosing a country loads its states, choosing a state its cities (each list
 * cached per id in the slice); a changed country clears state and city, a changed state clears
 * the city. A state without cities leaves the city empty, which 1.6.7 accepts.
 */
export function GeographyFields() {
  const t = useT();
  const dispatch = useAppDispatch();
  const setField = useSetFieldValue();
  const countryId = toId(useFieldValue(GEOGRAPHY_FIELDS.country));
  const stateId = toId(useFieldValue(GEOGRAPHY_FIELDS.state));
  const countries = useAppSelector(selectCountries);
  const states = useAppSelector(selectStatesOf(countryId));
  const cities = useAppSelector(selectCitiesOf(stateId));

  useEffect(() => {
    dispatch(countriesRequested());
  }, [dispatch]);
  useEffect(() => {
    if (countryId !== null) dispatch(statesRequested(countryId));
  }, [dispatch, countryId]);
  useEffect(() => {
    if (stateId !== null) dispatch(citiesRequested(stateId));
  }, [dispatch, stateId]);

  // Only the shopper's own change clears the fields below it (not a prefill or a form reset).
  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target: EventTarget = event.target;
    const name = target instanceof HTMLSelectElement ? target.name : null;
    if (name === GEOGRAPHY_FIELDS.country) {
      setField(GEOGRAPHY_FIELDS.state, '');
      setField(GEOGRAPHY_FIELDS.city, '');
    } else if (name === GEOGRAPHY_FIELDS.state) {
      setField(GEOGRAPHY_FIELDS.city, '');
    }
  };

  const countryChoices = useMemo(() => choices(countries, true), [countries]);
  const stateChoices = useMemo(() => choices(states), [states]);
  const cityChoices = useMemo(() => choices(cities), [cities]);
  const noCities = stateId !== null && cities.status === 'succeeded' && cityChoices.length === 0;
  const prompt = (list: Remote<unknown>, text: string) => (list.status === 'loading' ? t('addresses_loading_places') : text);

  return (
    <div className="sf-geography" onChange={onChange}>
      <SelectField
        name={GEOGRAPHY_FIELDS.country}
        label={t('country')}
        options={countryChoices}
        placeholder={prompt(countries, t('Select Country'))}
        autoComplete="off"
      />
      <SelectField
        name={GEOGRAPHY_FIELDS.state}
        label={t('state')}
        options={stateChoices}
        placeholder={prompt(states, t('Select State'))}
        disabled={countryId === null}
        autoComplete="off"
      />
      <SelectField
        name={GEOGRAPHY_FIELDS.city}
        label={t('city')}
        options={cityChoices}
        placeholder={prompt(cities, t('select_city'))}
        disabled={stateId === null || noCities}
        hint={noCities ? t('addresses_no_cities') : undefined}
        autoComplete="off"
      />
    </div>
  );
}
