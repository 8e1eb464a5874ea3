import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { authFeature } from '../auth-feature';
import { sellerRegisterSchema } from '../auth-schemas';
import { selectSellerAgreements, selectSellerRegister, selectSellerSystem } from '../auth-selectors';
import { sellerRegisterRequested, signupScreenOpened } from '../auth-slice';
import { AgreementField } from '../components/AgreementField';
import { GuestOnly } from '../components/GuestOnly';
import '../auth.css';
import { pagesFeature } from '../../pages';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  shop_name: string;
  address: string;
  agree: boolean;
}
const INITIAL: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  shop_name: '',
  address: '',
  agree: false,
};

/** The only type the original links to (header "Be a seller", footer "Sign up as seller"). */
const SELLER = 'seller';

function SellerForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSellerRegister);
  const agreements = useAppSelector(selectSellerAgreements);
  const schema = useMemo(() => sellerRegisterSchema(t, agreements.length > 0), [t, agreements.length]);
  useEffect(() => {
    dispatch(signupScreenOpened('sellerRegister'));
  }, [dispatch]);
  return (
    <>
      <p className="sf-hint">{t('sign_up_to_continue_shopping')}</p>
      <Form<Values>
        initialValues={INITIAL}
        schema={schema}
        className="sf-login__form"
        label={t('signup_as_seller')}
        request={{ status, error, resetOnSuccess: false }}
        onSubmit={(values) => {
          dispatch(
            sellerRegisterRequested({
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              email: values.email.trim(),
              phone: values.phone.trim(),
              password: values.password,
              password_confirmation: values.password_confirmation,
              shop_name: values.shop_name.trim(),
              address: values.address.trim(),
            }),
          );
        }}
      >
        <fieldset className="sf-signup__group">
          <legend>{t('personal_info')}</legend>
          <TextField name="first_name" label={t('first_name')} autoComplete="given-name" />
          <TextField name="last_name" label={t('last_name')} autoComplete="family-name" />
          <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
          <TextField name="phone" type="tel" label={t('phone')} hint={t('phone_hint')} autoComplete="tel" inputMode="tel" />
          <TextField name="password" type="password" label={t('Password')} autoComplete="new-password" />
          <TextField name="password_confirmation" type="password" label={t('password_confirmation')} autoComplete="new-password" />
        </fieldset>
        <fieldset className="sf-signup__group">
          <legend>{t('shop_info')}</legend>
          <TextField name="shop_name" label={t('shop_name')} autoComplete="organization" />
          <TextField name="address" label={t('shop_address')} autoComplete="street-address" />
        </fieldset>
        <AgreementField agreements={agreements} />
        <SubmitButton>{t('sign_up')}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * `/register/:type` (test/contract/session/seller-register.json, the original's seller_register.vue). Only `seller` is a real
 * type: the original renders the same form for any other and quietly creates a customer, which no
 * link leads to, so another type is a not-found page here (with the way to both sign-ups). While
 * the shop's seller system is off the page says so. Success: the token is renewed (the backend
 * flushed the session), toast `success`, then login with `migrate_msg` (approval pending) noted.
 */
export default function SellerRegisterScreen() {
  useFeature(authFeature);
  // The not-found wording is the pages feature's.
  useFeature(pagesFeature);
  const t = useT();
  const { type } = useParams<{ type: string }>();
  const sellerSystem = useAppSelector(selectSellerSystem);

  if (type !== SELLER) {
    return (
      <div className="sf-login sf-signup">
        <ScreenTitle>{t('page_not_found')}</ScreenTitle>
        <p>{t('the_you_looking_not_be_found')}</p>
        <p>
          <Link to={paths.register()}>{t('sign_up_as_customer')}</Link>
        </p>
        {sellerSystem && (
          <p>
            <Link to={paths.sellerRegister({ type: SELLER })}>{t('signup_as_seller')}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="sf-login sf-signup">
      <ScreenTitle>{t('signup_as_seller')}</ScreenTitle>
      <GuestOnly>
        {sellerSystem ? (
          <SellerForm />
        ) : (
          <p className="sf-signup-off">
            {t('seller_signup_off')} <Link to={paths.register()}>{t('sign_up_as_customer')}</Link>
          </p>
        )}
        <p>
          {t('have_an_account')} <Link to={paths.login()}>{t('sign_in')}</Link>
        </p>
      </GuestOnly>
    </div>
  );
}
