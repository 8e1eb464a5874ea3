/**
 * The login screen, under the original's keys (its en.json wording) so a shop's translations apply
 * unchanged; `sign_in`, `email`, `email_required` and `email_invalid` come from the shell's texts.
 * The last keys are ours: answers the original leaves silent (captcha) or never gets (429).
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
  login_captcha_required:
    'This shop asks for a "not a robot" check that this page cannot show. Please sign in by phone or contact the shop.',
  login_too_many_attempts: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

type AuthTexts = typeof AUTH_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends AuthTexts {}
}
