/**
 * The texts of the address book and the address form, under the original's keys where it has them
 * (its storefront keys and, for the pickers' prompts and the delete confirmation, its en.json
 * keys), with its English wording. `email` comes from the shell's texts. The `addresses_*` keys are
 * ours: checks the original does not make in the browser, and states it leaves unsaid.
 */
export const ADDRESSES_TEXTS = {
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  country: 'Country',
  state: 'State',
  city: 'City',
  postal_code: 'Postal Code',
  edit: 'Edit',
  delete: 'Delete',
  make_default_shipping: 'Make Default Shipping',
  make_default_billing: 'Make Default Billing',
  default_shipping_billing: 'Default shipping & billing',
  default_shipping: 'Default shipping',
  default_billing: 'Default billing',
  address_area_title: 'Add a new Address',
  address_submit_button: 'Add',
  update_address: 'Update Address Info',
  update: 'Update',
  street_address: 'Street Address',
  'Select Country': 'Select Country',
  'Select State': 'Select State',
  select_city: 'Select City',
  'Are you sure?': 'Are you sure?',
  'Yes delete it!': 'Yes, delete it!',
  cancel: 'Cancel',
  addresses_place: 'City, state, country',
  addresses_empty: 'You have no saved addresses yet.',
  addresses_no_cities: 'This state has no cities to choose from; you can leave the city empty.',
  addresses_delete_question: 'Delete this address: :address?',
  addresses_actions: 'Actions for :name',
  addresses_loading_places: 'Loading…',
  addresses_name_required: 'Please enter a name.',
  addresses_email_required: 'Please enter an email address.',
  addresses_phone_required: 'Please enter a phone number.',
  addresses_address_required: 'Please enter the street address.',
  addresses_country_required: 'Please choose a country.',
  addresses_state_required: 'Please choose a state.',
  addresses_city_required: 'Please choose a city.',
  addresses_postal_code_required: 'Please enter the postal code.',
} as const;

type AddressesTexts = typeof ADDRESSES_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends AddressesTexts {}
}
