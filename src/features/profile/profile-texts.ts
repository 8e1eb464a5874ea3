/**
 * The texts of edit profile, change password and become a seller, under the original's keys (its
 * en.json wording: edit-profile.vue, change_password.vue, migrate-to-seller.vue) where it has them.
 * Keys shared with the sign-up screens carry the same wording. The `profile_*` keys and the field
 * checks are ours: the original checks nothing before sending and has no file limits or previews.
 * The screens' headings (`edit_profile`, `change_password`, `be_a_seller`) are route titles.
 */
export const PROFILE_TEXTS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  phone: 'Phone',
  gender: 'Gender',
  select_gender: 'Select gender',
  male: 'Male',
  female: 'Female',
  others: 'Others',
  date_of_birth: 'Date of Birth',
  profile_image: 'Profile Image',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  youTube: 'YouTube',
  update: 'Update',
  current_password: 'Current Password',
  new_password: 'New Password',
  confirm_new_password: 'Confirm New Password',
  save_change: 'Save & Change',
  shop_information: 'Shop Information',
  shop_name: 'Shop Name',
  shop_address: 'Shop Address',
  license_no: 'License No',
  tax_paper: 'Tax Paper',
  logo: 'Logo',
  banner: 'Banner',
  'Are you sure?': 'Are you sure?',
  Yes: 'Yes',
  Cancel: 'Cancel',

  first_name_required: 'Please enter your first name.',
  last_name_required: 'Please enter your last name.',
  phone_required: 'Phone Is Required',
  profile_gender_required: 'Please choose your gender.',
  profile_birth_date_required: 'Please enter your date of birth.',
  profile_email_fixed: 'Your e-mail address cannot be changed here.',
  profile_social_links: 'Social links',
  profile_picture_hint: 'JPEG, PNG, WebP or GIF, at most 2 MB.',
  profile_picture_current: 'Your current picture',
  profile_picture_preview: 'Preview of :name (not saved yet)',
  profile_image_wrong_type: 'Please choose a JPEG, PNG, WebP or GIF image.',
  profile_image_too_big: 'This image is larger than 2 MB. Please choose a smaller one.',
  profile_tax_paper_hint: 'PDF, JPEG or PNG, at most 5 MB.',
  profile_tax_paper_wrong_type: 'Please choose a PDF, JPEG or PNG file.',
  profile_tax_paper_too_big: 'This file is larger than 5 MB. Please choose a smaller one.',
  profile_file_chosen: 'Chosen: :name',

  profile_current_password_required: 'Please enter your current password.',
  profile_new_password_required: 'Please enter a new password.',
  password_confirmation_required: 'Please enter the password again.',
  password_too_short: 'The password needs at least 6 characters.',
  password_too_long: 'The password can have at most :max characters.',
  passwords_differ: 'The two passwords do not match.',
  profile_set_password_hint:
    'Your account has no password yet (you signed in with a social account). Choose one to sign in with your e-mail address too.',
  profile_too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',

  shop_name_required: 'Please enter the name of your shop.',
  shop_address_required: "Please enter your shop's address.",
  profile_shop_phone_required: "Please enter your shop's phone number.",
  profile_seller_confirm: 'Your account becomes a seller account and you are signed out until the shop is approved.',
  profile_seller_off: 'This shop is not taking new sellers at the moment.',
  profile_already_seller: 'Your account already has a shop.',
} as const;

type ProfileTexts = typeof PROFILE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ProfileTexts {}
}
