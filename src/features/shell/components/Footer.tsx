import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { SafeHtml } from '../../../components/SafeHtml';
import { selectPages, selectSettings } from '../../shop/shop-selectors';
import type { MenuItem } from '../../../types/shop';

/** A page's `link` may be its slug or a URL ending in it. */
function pageSlug(link: string): string {
  return (
    String(link ?? '')
      .split(/[?#]/)[0]
      .split('/')
      .filter(Boolean)
      .pop() ?? ''
  );
}

export function Footer() {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const pages = useAppSelector(selectPages);
  const links = [...(settings.footer_menu ?? []), ...(settings.useful_links ?? [])] as MenuItem[];
  return (
    <footer className="sf-footer" part="footer">
      <div className="sf-footer__columns">
        <section>
          <h2 dir="auto">{typeof settings.system_name === 'string' ? settings.system_name : ''}</h2>
          {/* about_description is HTML in the original (an editor field). */}
          {typeof settings.about_description === 'string' && <SafeHtml html={settings.about_description} className="sf-prose" />}
        </section>
        <section>
          <h2>{t('useful_links')}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.link}>
                <Link to={paths.staticPage({ slug: pageSlug(page.link) })}>{page.title}</Link>
              </li>
            ))}
            {links.map((item) => (
              <li key={`${item.label}${item.url}`}>
                <DataLinkTo url={item.url}>{item.label}</DataLinkTo>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('contact_us')}</h2>
          <address>
            {typeof settings.footer_contact_address === 'string' && <p>{settings.footer_contact_address}</p>}
            {typeof settings.footer_contact_phone === 'string' && (
              <p>
                <a href={`tel:${settings.footer_contact_phone}`}>{settings.footer_contact_phone}</a>
              </p>
            )}
            {typeof settings.footer_contact_email === 'string' && (
              <p>
                <a href={`mailto:${settings.footer_contact_email}`}>{settings.footer_contact_email}</a>
              </p>
            )}
          </address>
        </section>
      </div>
      {typeof settings.copyright === 'string' && settings.copyright ? (
        <SafeHtml html={settings.copyright} className="sf-footer__copyright" />
      ) : (
        <p className="sf-footer__copyright">{t('all_rights_reserved')}</p>
      )}
    </footer>
  );
}
