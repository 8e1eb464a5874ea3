import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { CheckboxField, Form, SubmitButton, TextField } from '../../../lib/forms';
import { CaptchaField } from '../../../lib/forms/CaptchaField';
import { selectLocale } from '../../i18n/i18n-selectors';
import { selectAddOns } from '../../shop/shop-selectors';
import { authFeature } from '../auth-feature';
import { SignupNote } from '../components/SignupNote';
import { emailLoginSchema, otpLoginSchema, phoneLoginSchema } from '../auth-schemas';
import { selectLogin, selectOtpOff, selectRecaptcha } from '../auth-selectors';
import { loginModeChanged, loginRequested } from '../auth-slice';
import '../auth.css';

/** Every field of both modes: formik holds them (and the password) only while the form is open. */
interface Values {
  email: string;
  password: string;
  remember: boolean;
  phone: string;
  otp: string;
  /** Google's reCAPTCHA token on the e-mail form, when the shop turned it on. */
  captcha: string;
}
const INITIAL: Values = { email: '', password: '', remember: false, phone: '', otp: '', captcha: '' };

/**
 * `/login` (test/contract/session/login.json, the original's login.vue): e-mail and password with "remember me";
 * with the `otp_system` add-on the phone comes first (a code by SMS, or the phone alone when the
 * shop sets `disable_otp`), and the shopper may switch to e-mail. With `is_recaptcha_activated` the
 * e-mail form shows Google's box and cannot be sent until it is ticked. Answers: errors as toasts titled
 * "Error", a 422 on the fields; success goes where the session saga sends it (remembered route or
 * dashboard).
 */
export default function LoginScreen() {
  useFeature(authFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, error, otpSent } = useAppSelector(selectLogin);
  const phoneOffered = useAppSelector(selectAddOns).includes('otp_system');
  const otpOff = useAppSelector(selectOtpOff);
  const recaptcha = useAppSelector(selectRecaptcha);
  const language = useAppSelector(selectLocale);
  const [via, setVia] = useState<'email' | 'phone'>(phoneOffered ? 'phone' : 'email');
  const schema = useMemo(
    () => (via === 'email' ? emailLoginSchema(t, recaptcha.on) : otpSent ? otpLoginSchema(t) : phoneLoginSchema(t)),
    [via, otpSent, t, recaptcha.on],
  );

  const switchMode = () => {
    dispatch(loginModeChanged());
    setVia(via === 'email' ? 'phone' : 'email');
  };

  return (
    <div className="sf-login">
      <ScreenTitle>{t('sign_in')}</ScreenTitle>
      <SignupNote />
      <p className="sf-hint">{t('sign_continue_shopping')}</p>
      {/* Keyed by mode: switching starts a fresh form, as the original clears its errors. */}
      <Form<Values>
        key={via}
        initialValues={INITIAL}
        schema={schema}
        className="sf-login__form"
        label={t('sign_in')}
        request={{ status, error, resetOnSuccess: false }}
        onSubmit={(values) => {
          if (via === 'email') {
            const captcha = recaptcha.on ? values.captcha : '';
            dispatch(loginRequested({ via, email: values.email.trim(), password: values.password, remember: values.remember, captcha }));
          } else if (otpSent) {
            dispatch(loginRequested({ via: 'otp', phone: values.phone.trim(), otp: values.otp.trim() }));
          } else {
            dispatch(loginRequested({ via: 'phone', phone: values.phone.trim() }));
          }
        }}
      >
        {via === 'email' ? (
          <>
            <TextField name="email" type="email" label={t('email')} autoComplete="username" inputMode="email" />
            <TextField name="password" type="password" label={t('Password')} autoComplete="current-password" />
            <div className="sf-login__row">
              <CheckboxField name="remember" label={t('remember_me')} />
              <Link to={paths.resetPassword()}>{t('forgot_your_password')}</Link>
            </div>
            {recaptcha.on && (
              <CaptchaField
                siteKey={recaptcha.siteKey}
                language={language}
                // Every refused attempt unticks the box (a token is good for one check).
                resetKey={error}
                texts={{ loading: t('loading'), unavailable: t('captcha_unavailable'), retry: t('try_again') }}
              />
            )}
          </>
        ) : (
          <>
            <TextField name="phone" type="tel" label={t('phone')} autoComplete="tel" inputMode="tel" disabled={otpSent} />
            {otpSent && <TextField name="otp" label={t('enter_your_otp')} autoComplete="one-time-code" inputMode="numeric" />}
          </>
        )}
        <SubmitButton>{via === 'phone' && !otpSent && !otpOff ? t('get_oTP') : t('sign_in')}</SubmitButton>
      </Form>
      {phoneOffered && !otpSent && (
        <button type="button" className="sf-button sf-button--link" onClick={switchMode}>
          {via === 'phone' ? t('use_email_instead') : t('use_phone_instead')}
        </button>
      )}
      <p>
        {t('don_have_an_account')} <Link to={paths.register()}>{t('sign_up')}</Link>
      </p>
    </div>
  );
}
