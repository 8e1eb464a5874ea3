import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { selectAddOns } from '../../shop/shop-selectors';
import { authFeature } from '../auth-feature';
import { emailRegisterSchema, phoneRegisterSchema } from '../auth-schemas';
import { selectCustomerAgreements, selectOtpOff, selectRegister } from '../auth-selectors';
import { registerReset, registerRequested, type RegisterRequest } from '../auth-slice';
import { AgreementField } from '../components/AgreementField';
import { GuestOnly } from '../components/GuestOnly';
import '../auth.css';

/** Every field of both modes: formik holds them (and the passwords) only while the form is open. */
interface Values {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone: string;
  otp: string;
  agree: boolean;
}
const INITIAL: Values = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  phone: '',
  otp: '',
  agree: false,
};

/** register.vue's countdown: a new code may be asked for 2 minutes after the last. */
const RESEND_AFTER_MS = 120_000;

/** "1:59" until `resendAt` (a time), or null once a new code may be asked for. */
function useResendCountdown(resendAt: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (resendAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  if (resendAt === null || now >= resendAt) return null;
  const left = Math.min(Math.ceil((resendAt - now) / 1000), RESEND_AFTER_MS / 1000);
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

function RegisterForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const { status, error, otpSent } = useAppSelector(selectRegister);
  const agreements = useAppSelector(selectCustomerAgreements);
  const phoneOffered = useAppSelector(selectAddOns).includes('otp_system');
  const otpOff = useAppSelector(selectOtpOff);
  const [via, setVia] = useState<'email' | 'phone'>(phoneOffered ? 'phone' : 'email');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const countdown = useResendCountdown(via === 'phone' && otpSent ? resendAt : null);
  // The last code request, so "request another" sends the same names and phone again.
  const lastCodeRequest = useRef<RegisterRequest | null>(null);
  const referral = search.get('referral_code')?.trim() || undefined;
  const schema = useMemo(
    () => (via === 'email' ? emailRegisterSchema(t, agreements.length > 0) : phoneRegisterSchema(t, agreements.length > 0, otpSent)),
    [via, otpSent, agreements.length, t],
  );

  useEffect(() => {
    dispatch(registerReset());
  }, [dispatch]);

  const switchMode = () => {
    dispatch(registerReset());
    setVia(via === 'email' ? 'phone' : 'email');
  };

  const names = (values: Values) => ({
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(referral ? { referral_code: referral } : {}),
  });

  return (
    <>
      <p className="sf-hint">{via === 'phone' && otpSent ? t('enter_to_complete_registration') : t('sign_to_continue_shopping')}</p>
      {/* Keyed by mode: switching starts a fresh form, as the original clears its errors. */}
      <Form<Values>
        key={via}
        initialValues={INITIAL}
        schema={schema}
        className="sf-login__form"
        label={t('sign_up')}
        request={{ status, error, resetOnSuccess: false }}
        onSubmit={(values) => {
          if (via === 'email') {
            dispatch(
              registerRequested({
                via,
                ...names(values),
                email: values.email.trim(),
                password: values.password,
                password_confirmation: values.password_confirmation,
              }),
            );
          } else if (otpSent) {
            dispatch(registerRequested({ via: 'otp', ...names(values), phone: values.phone.trim(), otp: values.otp.trim() }));
          } else {
            lastCodeRequest.current = { via: 'phone', ...names(values), phone: values.phone.trim() };
            setResendAt(Date.now() + RESEND_AFTER_MS);
            dispatch(registerRequested(lastCodeRequest.current));
          }
        }}
      >
        <TextField name="first_name" label={t('first_name')} autoComplete="given-name" disabled={otpSent && via === 'phone'} />
        <TextField name="last_name" label={t('last_name')} autoComplete="family-name" disabled={otpSent && via === 'phone'} />
        {via === 'email' ? (
          <>
            <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
            <TextField name="password" type="password" label={t('Password')} autoComplete="new-password" />
            <TextField name="password_confirmation" type="password" label={t('password_confirmation')} autoComplete="new-password" />
          </>
        ) : (
          <>
            <TextField
              name="phone"
              type="tel"
              label={t('phone')}
              hint={t('phone_hint')}
              autoComplete="tel"
              inputMode="tel"
              disabled={otpSent}
            />
            {otpSent && <TextField name="otp" label={t('enter_oTP')} autoComplete="one-time-code" inputMode="numeric" />}
          </>
        )}
        <AgreementField agreements={agreements} />
        <SubmitButton>{via === 'phone' && !otpSent && !otpOff ? t('get_oTP') : t('sign_up')}</SubmitButton>
      </Form>
      {via === 'phone' && otpSent && (
        <p className="sf-login__row">
          {countdown ? (
            <span>{t('otp_resend_in', { time: countdown })}</span>
          ) : (
            <button
              type="button"
              className="sf-button sf-button--link"
              onClick={() => {
                if (!lastCodeRequest.current) return;
                setResendAt(Date.now() + RESEND_AFTER_MS);
                dispatch(registerRequested(lastCodeRequest.current));
              }}
            >
              {t('otp_request')}
            </button>
          )}
        </p>
      )}
      {phoneOffered && !otpSent && (
        <button type="button" className="sf-button sf-button--link" onClick={switchMode}>
          {via === 'phone' ? t('use_email_instead') : t('use_phone_instead')}
        </button>
      )}
    </>
  );
}

/**
 * `/register` (test/contract/session/register.json, the original's register.vue): e-mail, password and confirmation;
 * with the `otp_system` add-on the phone comes first (a code by SMS through register/by-phone, or
 * none when the shop sets `disable_otp`), and the shopper may switch to e-mail. The shop's
 * customer agreement must be ticked. A `?referral_code=` in the page URL is sent along. Answers:
 * `success` as a toast, then login (type 0: the account waits for the mailed link) or signed in and
 * the dashboard (type 1); `{error}` as a toast titled "Error"; a 422 on the fields.
 */
export default function RegisterScreen() {
  useFeature(authFeature);
  const t = useT();
  return (
    <div className="sf-login sf-signup">
      <ScreenTitle>{t('sign_up')}</ScreenTitle>
      <GuestOnly>
        <RegisterForm />
        <p>
          {t('have_an_account')} <Link to={paths.login()}>{t('sign_in')}</Link>
        </p>
      </GuestOnly>
    </div>
  );
}
