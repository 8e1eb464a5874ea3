import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { resetPasswordSchema } from '../auth-schemas';
import { selectReset } from '../auth-selectors';
import { resetRequested, signupScreenOpened } from '../auth-slice';
import { PasswordResetPage } from '../components/PasswordResetPage';

interface Values {
  email: string;
}

function ResetForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { status, error, sent } = useAppSelector(selectReset);
  useEffect(() => {
    dispatch(signupScreenOpened('reset'));
  }, [dispatch]);
  return (
    <>
      <p className="sf-hint">{t('enter_email_recover_your_password')}</p>
      <Form<Values>
        initialValues={{ email: '' }}
        schema={resetPasswordSchema(t)}
        className="sf-login__form"
        label={t('reset_password')}
        request={{ status, error }}
        onSubmit={(values) => {
          dispatch(resetRequested({ email: values.email.trim() }));
        }}
      >
        <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
        <SubmitButton>{t('send')}</SubmitButton>
      </Form>
      {/* The toast announces it; this copy stays for the shopper to re-read. */}
      {sent && <p className="sf-signup-sent">{sent}</p>}
    </>
  );
}

/**
 * `/reset-password` (test/contract/session/reset-password.json, the original's forgot-password.vue): the e-mail address; the
 * backend mails a link to `/reset/:email/:code`. Success: toast, the field clears and the
 * confirmation stays under the form. A 422 (unknown address) on the field; a 429 or `{error}` as a toast.
 */
export default function ResetPasswordScreen() {
  return (
    <PasswordResetPage>
      <ResetForm />
    </PasswordResetPage>
  );
}
