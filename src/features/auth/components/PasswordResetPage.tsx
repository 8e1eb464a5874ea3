import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { authFeature } from '../auth-feature';
import { GuestOnly } from './GuestOnly';
import '../auth.css';

/** The frame both password-reset screens share: the title, guests only, and the way back to sign-in. */
export function PasswordResetPage({ children }: { children: ReactNode }) {
  useFeature(authFeature);
  const t = useT();
  return (
    <div className="sf-login sf-signup">
      <ScreenTitle>{t('reset_password')}</ScreenTitle>
      <GuestOnly>
        {children}
        <p>
          <Link to={paths.login()}>{t('back_to_sign_in')}</Link>
        </p>
      </GuestOnly>
    </div>
  );
}
