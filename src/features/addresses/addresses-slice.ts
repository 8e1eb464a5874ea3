import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import { failed, idle, loading, succeeded, type Remote } from '../../lib/remote';
import { isSessionReset } from '../session/session-slice';
import type { AddressEntry } from './address-normalise';
import type { AddressBody, City, Country, State } from './addresses-api';

export type DefaultType = 'shipping' | 'billing';

/** The address book and the geography the pickers offer, cached per country and per state. */
export interface AddressesState {
  book: Remote<AddressEntry[]>;
  countries: Remote<Country[]>;
  /** States by country id. */
  states: Record<string, Remote<State[]>>;
  /** Cities by state id. */
  cities: Record<string, Remote<City[]>>;
  /** The address form's request (create or update). */
  save: { status: RequestStatus; error: SubmitFailure | null };
  /** Actions under way on a card, by the entry's key. */
  busy: Record<string, DefaultType | 'delete'>;
}

/** Load (or reload) `user/address`. */
export const addressesRequested = createAction('addresses/requested');
/** The pickers need these; the saga fetches only what is not cached yet. */
export const countriesRequested = createAction('addresses/countriesRequested');
export const statesRequested = createAction<number>('addresses/statesRequested');
export const citiesRequested = createAction<number>('addresses/citiesRequested');
export const addressSaveRequested = createAction<AddressBody>('addresses/saveRequested');
export const defaultAddressRequested = createAction<{ type: DefaultType; id: number | string; key: string }>('addresses/defaultRequested');
export const addressDeleteRequested = createAction<{ id: number | string; key: string }>('addresses/deleteRequested');

export const initialAddressesState: AddressesState = {
  book: idle(),
  countries: idle(),
  states: {},
  cities: {},
  save: { status: 'idle', error: null },
  busy: {},
};

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState: initialAddressesState,
  reducers: {
    addressesLoaded(state, action: PayloadAction<AddressEntry[]>) {
      state.book = succeeded(action.payload);
    },
    addressesFailed(state, action: PayloadAction<string>) {
      state.book = failed(action.payload, state.book);
    },
    countriesStarted(state) {
      state.countries = loading();
    },
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.countries = succeeded(action.payload);
    },
    countriesFailed(state, action: PayloadAction<string>) {
      state.countries = failed(action.payload);
    },
    statesStarted(state, action: PayloadAction<number>) {
      state.states[action.payload] = loading();
    },
    statesLoaded(state, action: PayloadAction<{ countryId: number; states: State[] }>) {
      state.states[action.payload.countryId] = succeeded(action.payload.states);
    },
    statesFailed(state, action: PayloadAction<{ countryId: number; error: string }>) {
      state.states[action.payload.countryId] = failed(action.payload.error);
    },
    citiesStarted(state, action: PayloadAction<number>) {
      state.cities[action.payload] = loading();
    },
    citiesLoaded(state, action: PayloadAction<{ stateId: number; cities: City[] }>) {
      state.cities[action.payload.stateId] = succeeded(action.payload.cities);
    },
    citiesFailed(state, action: PayloadAction<{ stateId: number; error: string }>) {
      state.cities[action.payload.stateId] = failed(action.payload.error);
    },
    addressSaveSucceeded(state) {
      state.save = { status: 'succeeded', error: null };
    },
    addressSaveFailed(state, action: PayloadAction<SubmitFailure>) {
      state.save = { status: 'failed', error: action.payload };
    },
    /** A form opens: an earlier form's answer must not count for it. */
    addressFormOpened(state) {
      state.save = { status: 'idle', error: null };
    },
    cardActionFinished(state, action: PayloadAction<string>) {
      delete state.busy[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(addressesRequested, (state) => {
        state.book = loading(state.book);
      })
      .addCase(addressSaveRequested, (state) => {
        state.save = { status: 'loading', error: null };
      })
      .addCase(defaultAddressRequested, (state, action) => {
        state.busy[action.payload.key] = action.payload.type;
      })
      .addCase(addressDeleteRequested, (state, action) => {
        state.busy[action.payload.key] = 'delete';
      });
    // Another shopper (or nobody) now: the book was theirs. Geography stays.
    builder.addMatcher(isSessionReset, (state) => {
      state.book = idle();
      state.busy = {};
    });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof addressesSlice> {}
}

export const {
  addressesLoaded,
  addressesFailed,
  countriesStarted,
  countriesLoaded,
  countriesFailed,
  statesStarted,
  statesLoaded,
  statesFailed,
  citiesStarted,
  citiesLoaded,
  citiesFailed,
  addressSaveSucceeded,
  addressSaveFailed,
  addressFormOpened,
  cardActionFinished,
} = addressesSlice.actions;
