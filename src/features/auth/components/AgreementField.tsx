import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useT } from '../../../lib/hooks/shared-hooks';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { CheckboxField } from '../../../lib/forms';
import type { Agreement } from '../auth-selectors';

const isWebUrl = (link: string) => /^https?:\/\//i.test(link);

/**
 * The original's gdpr_page partial: one box for the shop's agreement pages ("I Agree to The Terms
 * and Conditions"); nothing when the shop lists none. The pages are linked under the box, not inside
 * its label, so a click on a link never ticks it. A slug opens the shop's page, a URL the site.
 */
export function AgreementField({ agreements }: { agreements: Agreement[] }) {
  const t = useT();
  if (!agreements.length) return null;
  const titles = agreements.map((a) => a.title);
  const joined = titles.length > 1 ? `${titles.slice(0, -1).join(', ')} & ${titles[titles.length - 1]}` : titles[0];
  return (
    <div className="sf-agreement">
      <CheckboxField name="agree" label={`${t('agreement')} ${joined}`} />
      <p className="sf-agreement__links">
        {t('read_agreement')}{' '}
        {agreements.map((a, i) => (
          <span key={a.link}>
            {i > 0 && ', '}
            {isWebUrl(a.link) ? (
              <DataLinkTo url={a.link}>{a.title}</DataLinkTo>
            ) : (
              <Link to={paths.staticPage({ slug: a.link })}>{a.title}</Link>
            )}
          </span>
        ))}
      </p>
    </div>
  );
}
