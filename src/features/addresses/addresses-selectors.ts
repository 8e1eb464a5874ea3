import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { idle, type Remote } from '../../lib/remote';
import type { AddressEntry } from './address-normalise';
import type { City, Country, State } from './addresses-api';
import { initialAddressesState } from './addresses-slice';

/** The slice arrives with the feature (addresses-feature.ts); before that everything is idle. */
const slice = lazySliceState('addresses', initialAddressesState);

export const selectAddressBook = (state: RootState): Remote<AddressEntry[]> => slice(state).book;
export const selectCountries = (state: RootState): Remote<Country[]> => slice(state).countries;
export const selectStatesOf =
  (countryId: number | null) =>
  (state: RootState): Remote<State[]> =>
    countryId === null ? idle() : (slice(state).states[countryId] ?? idle());
export const selectCitiesOf =
  (stateId: number | null) =>
  (state: RootState): Remote<City[]> =>
    stateId === null ? idle() : (slice(state).cities[stateId] ?? idle());
export const selectAddressSave = (state: RootState) => slice(state).save;
export const selectCardBusy = (state: RootState) => slice(state).busy;
