import { Link } from 'react-router-dom';
import { useAppSelector, useT } from '../../../app/hooks';
import { selectPages, selectSettings } from '../../session/session-selectors';
import type { MenuItem } from '../../../types/entities';

/** Menu URLs from settings may be absolute; links to our own origin become in-app links. */
function MenuLink({ item }: { item: MenuItem }) {
  const url = item.url ?? '';
  const internal = url.startsWith('/') && !url.startsWith('//');
  return internal ? <Link to={url}>{item.label}</Link> : <a href={url} rel="noopener noreferrer">{item.label}</a>;
}

/** A page's `link` may be its slug or a URL ending in it. */
function pageSlug(link: string): string {
  return String(link ?? '').split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
}

export function Footer() {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const pages = useAppSelector(selectPages);
  const links = (Array.isArray(settings.useful_links) ? settings.useful_links : []) as MenuItem[];
  return (
    <footer className="sf-footer">
      <div className="sf-footer__columns">
        <section>
          <h2>{typeof settings.system_name === 'string' ? settings.system_name : ''}</h2>
          {typeof settings.about_description === 'string' && <p>{settings.about_description}</p>}
        </section>
        <section>
          <h2>{t('useful_links')}</h2>
          <ul>
            {pages.map((page) => <li key={page.link}><Link to={`/page/${pageSlug(page.link)}`}>{page.title}</Link></li>)}
            {links.map((item) => <li key={`${item.label}${item.url}`}><MenuLink item={item} /></li>)}
          </ul>
        </section>
        <section>
          <h2>{t('contact_us')}</h2>
          <address>
            {typeof settings.footer_contact_address === 'string' && <p>{settings.footer_contact_address}</p>}
            {typeof settings.footer_contact_phone === 'string' && <p><a href={`tel:${settings.footer_contact_phone}`}>{settings.footer_contact_phone}</a></p>}
            {typeof settings.footer_contact_email === 'string' && <p><a href={`mailto:${settings.footer_contact_email}`}>{settings.footer_contact_email}</a></p>}
          </address>
        </section>
      </div>
      <p className="sf-footer__copyright">{typeof settings.copyright === 'string' ? settings.copyright : t('all_rights_reserved')}</p>
    </footer>
  );
}
