import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { newPasswordSchema } from '../auth-schemas';
import { selectNewPassword } from '../auth-selectors';
import { newPasswordRequested, signupScreenOpened } from '../auth-slice';
import { PasswordResetPage } from '../components/PasswordResetPage';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

function NewPasswordForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { email = '', code = '' } = useParams<{ email: string; code: string }>();
  const { status, error, linkExpired } = useAppSelector(selectNewPassword);
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  useEffect(() => {
    dispatch(signupScreenOpened('newPassword'));
  }, [dispatch, email, code]);

  if (linkExpired) {
    return (
      <div className="sf-signup-expired" role="alert">
        <p>{t('reset_link_expired')}</p>
        <Link to={paths.resetPassword()} className="sf-button sf-button--primary">
          {t('request_new_link')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="sf-hint">{t('enter_your_new_password')}</p>
      <Form<Values>
        initialValues={{ newPassword: '', confirmPassword: '' }}
        schema={schema}
        className="sf-login__form"
        label={t('create_new_password')}
        request={{ status, error, resetOnSuccess: false }}
        onSubmit={(values) => {
          dispatch(newPasswordRequested({ email, code, newPassword: values.newPassword, confirmPassword: values.confirmPassword }));
        }}
      >
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField name="newPassword" type="password" label={t('new_password')} autoComplete="new-password" />
        <TextField name="confirmPassword" type="password" label={t('confirm_password')} autoComplete="new-password" />
        <SubmitButton>{t('create_new_password')}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * `/reset/:email/:code` (test/contract/session/create-new-password.json), the page the reset mail links to: a new password twice.
 * Success: toast, then login. A used, unknown or expired code (the backend redirects to its login
 * page; the original SPA shows nothing) says so and offers a new link. A 422 on the fields.
 */
export default function NewPasswordScreen() {
  return (
    <PasswordResetPage>
      <NewPasswordForm />
    </PasswordResetPage>
  );
}
