/**
 * The address book's reusable parts, for the checkout: the address form with its
 * chained country/state/city pickers, the normaliser for `user/address` answers (signed-in rows and
 * guests' session entries alike) and the API calls. The form and the pickers bring the feature's
 * slice and sagas themselves (`useFeature(addressesFeature)`).
 */
export { AddressForm, addressBody, addressFormValues, type AddressFormValues } from './components/AddressForm';
export { GeographyFields, GEOGRAPHY_FIELDS } from './components/GeographyFields';
export { AddressCard, placeLine } from './components/AddressCard';
export { addressesFeature } from './addresses-feature';
export { normaliseAddress, normaliseAddresses, defaultAddressOf, type AddressEntry, type RawAddress } from './address-normalise';
export {
  fetchAddresses,
  fetchCountries,
  fetchStates,
  fetchCities,
  saveAddress,
  type AddressesAnswer,
  type AddressBody,
  type Country,
  type State,
  type City,
} from './addresses-api';
