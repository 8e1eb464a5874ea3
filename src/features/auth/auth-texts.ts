/**
 * The sign-in, sign-up and password-reset screens, under the original's keys (its en.json wording)
 * so a shop's translations apply unchanged; `sign_in`, `sign_up`, `reset_password`,
 * `signup_as_seller`, `email`, `email_required` and `email_invalid` come from the core texts.
 * Keys after the original's are ours: answers the original leaves silent (captcha, an expired reset
 * link) or never gets (429), and the form checks it does not make.
 */
export const AUTH_TEXTS = {
  sign_continue_shopping: 'Sign in to continue shopping',
  Password: 'Password',
  remember_me: 'Remember me',
  forgot_your_password: 'Forgot your password?',
  don_have_an_account: "Don't have an account?",
  phone: 'Phone',
  get_oTP: 'Get OTP',
  enter_your_otp: 'Enter Your OTP',
  use_email_instead: 'Use Email Instead',
  use_phone_instead: 'Use Phone Instead',
  phone_required: 'Phone Is Required',
  password_required: 'Please enter your password.',
  otp_required: 'Please enter the code we sent you.',
  verify_google_recaptcha: 'Please tick the “I’m not a robot” box first.',
  login_captcha_required:
    'This shop asks for a "not a robot" check that this page cannot show. Please sign in by phone or contact the shop.',
  login_too_many_attempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  captcha_unavailable:
    'The “I’m not a robot” check could not be loaded, so this form cannot be sent. Check your connection or content blocker, then try again.',

  // Sign-up (register.vue, seller_register.vue) and password reset (forgot-password.vue).
  sign_to_continue_shopping: 'Sign up to continue shopping',
  sign_up_to_continue_shopping: 'Sign up to continue shopping',
  enter_to_complete_registration: 'Enter OTP to Complete Registration',
  first_name: 'First Name',
  last_name: 'Last Name',
  password_confirmation: 'Password Confirmation',
  enter_oTP: 'Enter OTP',
  otp_request: "Didn't Get OTP? Request Another",
  have_an_account: 'Already have an account?',
  agreement: 'I Agree to The',
  accept_terms: 'Please Accept The Terms And Conditions',
  personal_info: 'Personal Information',
  shop_info: 'Shop Information',
  shop_name: 'Shop Name',
  shop_address: 'Shop Address',
  enter_email_recover_your_password: 'Enter your email address to recover your password',
  send: 'Send',
  enter_your_new_password: 'Enter your new password',
  new_password: 'New Password',
  confirm_password: 'Confirm Password',
  create_new_password: 'Create New Password',
  // Ours.
  back_to_sign_in: 'Back to sign in',
  read_agreement: 'Read:',
  phone_hint: 'With the country code, for example +15550100001.',
  otp_resend_in: 'You can ask for a new code in :time.',
  first_name_required: 'Please enter your first name.',
  last_name_required: 'Please enter your last name.',
  name_too_short: 'Please enter at least 2 characters.',
  password_too_short: 'The password needs at least 6 characters.',
  password_too_long: 'The password can have at most :max characters.',
  password_confirmation_required: 'Please enter the password again.',
  passwords_differ: 'The two passwords do not match.',
  phone_too_short: 'Please enter the whole phone number.',
  shop_name_required: 'Please enter the name of your shop.',
  shop_address_required: "Please enter your shop's address.",
  reset_link_expired: 'This password reset link has expired or was already used.',
  request_new_link: 'Request a new link',
  seller_signup_off: 'This shop does not take seller sign-ups at the moment.',
  sign_up_as_customer: 'Sign up as a customer',
} as const;

type AuthTexts = typeof AUTH_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends AuthTexts {}
}
