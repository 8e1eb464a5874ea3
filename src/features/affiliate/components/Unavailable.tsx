import { Link } from 'react-router-dom';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';

/**
 * What an affiliate screen says instead of its content: the store has no programme (the add-on is
 * off, or the backend has no such endpoint), or the signed-in user is not an affiliate (no
 * referral code, or the server's own refusal, which is shown as it came). Plain text, no toast.
 */
export function Unavailable({ reason, message }: { reason: 'not-offered' | 'not-member'; message?: string }) {
  const t = useT();
  if (reason === 'not-offered') {
    return (
      <p className="sf-empty sf-affiliate__unavailable">
        {t('affiliate_not_offered')} <Link to={paths.home()}>{t('home')}</Link>
      </p>
    );
  }
  return (
    <p className="sf-empty sf-affiliate__unavailable">
      {message || t('affiliate_not_member')} <Link to={paths.affiliateProgram()}>{t('affiliate_learn_more')}</Link>
    </p>
  );
}
