import { useMemo } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { AccountPage } from '../../account';
import { selectUser } from '../../session/session-selectors';
import { profileFeature } from '../profile-feature';
import { passwordSchema } from '../profile-schemas';
import { selectPasswordChange } from '../profile-selectors';
import { passwordChangeRequested } from '../profile-slice';
import '../profile.css';

interface Values {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };

/**
 * `/user/change-password` (test/contract/account/change-password.json, change_password.vue): the current password only when
 * the account has one (`is_password_set == 1`; a social sign-in account sets its first one), then
 * the new one twice. Success: a toast and an empty form; after setting a first password the answer's
 * user replaces the session's, so the form asks for the current password from then on. Errors are
 * toasts, a 422 lands on the fields, a 429 says to wait. The passwords stay in the form.
 */
export default function ChangePasswordScreen() {
  useFeature(profileFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const request = useAppSelector(selectPasswordChange);
  const hasPassword = Number(user?.is_password_set ?? 1) === 1;
  const schema = useMemo(() => passwordSchema(t, hasPassword), [t, hasPassword]);

  return (
    <AccountPage>
      <ScreenTitle>{t('change_password')}</ScreenTitle>
      <Form<Values>
        key={hasPassword ? 'change' : 'set'}
        initialValues={EMPTY}
        schema={schema}
        className="sf-profile__form sf-profile__form--narrow"
        label={t('change_password')}
        request={request}
        onSubmit={(values) => {
          dispatch(passwordChangeRequested(values));
        }}
      >
        {hasPassword ? (
          <TextField name="current_password" type="password" label={t('current_password')} autoComplete="current-password" />
        ) : (
          <p className="sf-hint">{t('profile_set_password_hint')}</p>
        )}
        <TextField name="new_password" type="password" label={t('new_password')} autoComplete="new-password" />
        <TextField name="confirm_password" type="password" label={t('confirm_new_password')} autoComplete="new-password" />
        <SubmitButton>{t('save_change')}</SubmitButton>
      </Form>
    </AccountPage>
  );
}
