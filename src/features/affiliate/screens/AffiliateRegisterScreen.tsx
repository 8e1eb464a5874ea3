import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { selectUser } from '../../session/session-selectors';
import { selectSettings } from '../../shop/shop-selectors';
import { affiliateFeature } from '../affiliate-feature';
import { affiliateRegisterSchema } from '../affiliate-schemas';
import { selectAffiliateOffered, selectReferralCode } from '../affiliate-selectors';
import { affiliateRegisterRequested, selectAffiliateCore } from '../affiliate-slice';
import { Unavailable } from '../components/Unavailable';
import '../affiliate.css';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
}
const INITIAL: Values = { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' };

function RegisterForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectAffiliateCore).register;
  const schema = useMemo(() => affiliateRegisterSchema(t), [t]);
  return (
    <Form<Values>
      initialValues={INITIAL}
      schema={schema}
      className="sf-affiliate-register__form"
      label={t('affiliate_register')}
      // A refusal keeps what was typed; success leaves the page.
      request={{ status, error, resetOnSuccess: false }}
      onSubmit={(values) => {
        dispatch(
          affiliateRegisterRequested({
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            password: values.password,
            password_confirmation: values.password_confirmation,
          }),
        );
      }}
    >
      <TextField name="first_name" label={t('first_name')} autoComplete="given-name" />
      <TextField name="last_name" label={t('last_name')} autoComplete="family-name" />
      <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
      <TextField name="phone" type="tel" label={t('phone')} hint={t('phone_hint')} autoComplete="tel" inputMode="tel" />
      <TextField name="password" type="password" label={t('Password')} autoComplete="new-password" />
      <TextField name="password_confirmation" type="password" label={t('password_confirmation')} autoComplete="new-password" />
      <SubmitButton>{t('affiliate_sign_up')}</SubmitButton>
    </Form>
  );
}

/**
 * `/affiliate-register` (test/contract/affiliate/affiliate-register.json, 1.6.7 affiliate_register.vue): names, e-mail, phone, password and its
 * confirmation, sent to `register` as `user_type: "affiliate-register"`. The reference server
 * registers the affiliate (type 0: sign in next, type 1: signed in, on to their links); the stock
 * 1.6.7 backend always refuses with a PHP message, shown as an error toast with the form kept. The
 * backend's logoutCheck turns away a signed-in user: the page says so instead of sending.
 */
export default function AffiliateRegisterScreen() {
  useFeature(affiliateFeature);
  const t = useT();
  const offered = useAppSelector(selectAffiliateOffered);
  const user = useAppSelector(selectUser);
  const code = useAppSelector(selectReferralCode);
  const settings = useAppSelector(selectSettings);
  // Only the state at opening counts: a sign-up that signs the new affiliate in leaves the page.
  const [signedInAtOpening] = useState(() => user !== null);
  const banner = typeof settings.affiliate_sing_up_banner === 'string' ? settings.affiliate_sing_up_banner.trim() : '';

  let body;
  if (!offered) body = <Unavailable reason="not-offered" />;
  else if (signedInAtOpening && code) {
    body = (
      <p>
        <Link to={paths.affiliateSystem()}>{t('affiliate_go_to_links')}</Link>
      </p>
    );
  } else if (signedInAtOpening) body = <p className="sf-empty">{t('affiliate_register_signed_in')}</p>;
  else {
    body = (
      <div className="sf-affiliate-register__layout">
        {banner && <img className="sf-affiliate-register__banner" src={banner} alt="" width={320} height={520} />}
        <div className="sf-affiliate-register__main">
          <p className="sf-hint">{t('affiliate_intro')}</p>
          <RegisterForm />
          <p>
            {t('have_an_account')} <Link to={paths.login()}>{t('sign_in')}</Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="sf-affiliate sf-affiliate-register">
      <ScreenTitle>{t('affiliate_register')}</ScreenTitle>
      {body}
    </div>
  );
}
