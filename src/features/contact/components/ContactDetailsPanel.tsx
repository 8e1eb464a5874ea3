import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { DataLinkTo } from '../../../components/DataLinkTo';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import type { ContactDetails } from '../contact-api';
import { ContactMap } from './ContactMap';

const SOCIALS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;

/** What a dialler accepts: digits, a leading +, and the pause/extension marks. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+*#,;]/g, '')}`;
/** Only a plain address becomes a mailto: link (no header or query smuggled in from data). */
const isPlainEmail = (email: string) => /^[^\s@?&#<>]+@[^\s@?&#<>]+$/.test(email);

function Phones({ phones }: { phones: string[] }) {
  const t = useT();
  if (!phones.length) return null;
  return (
    <div className="sf-contact__item">
      <dt>{t('phone')}</dt>
      {phones.map((phone) => (
        <dd key={phone}>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
      ))}
    </div>
  );
}

function Emails({ emails }: { emails: string[] }) {
  const t = useT();
  if (!emails.length) return null;
  return (
    <div className="sf-contact__item">
      <dt>{t('email')}</dt>
      {emails.map((email) => (
        <dd key={email}>{isPlainEmail(email) ? <a href={`mailto:${email}`}>{email}</a> : email}</dd>
      ))}
    </div>
  );
}

/**
 * "Reach on us" (the original's contact.vue): address, phones as `tel:` links, e-mails as
 * `mailto:` links, the social links when the shop shows them, and the map or a link to one.
 * `details` null: the store has no contact page; `failed`: its details could not be read.
 */
export function ContactDetailsPanel({
  details,
  status,
}: {
  details: ContactDetails | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}) {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const socials = isOn(settings.show_social_links)
    ? SOCIALS.map((name) => ({ name, url: settings[`${name}_link`] })).filter(
        (s): s is { name: (typeof SOCIALS)[number]; url: string } => typeof s.url === 'string' && s.url.trim() !== '',
      )
    : [];
  const phones = details ? [details.phone, details.optional_phone].filter((p): p is string => !!p) : [];
  const emails = details ? [details.email, details.optional_email].filter((e): e is string => !!e) : [];
  const hasAny = !!details && (!!details.address || phones.length > 0 || emails.length > 0);

  let facts;
  if (status === 'failed') {
    facts = (
      <p className="sf-contact__notice" role="alert">
        {t('contact_details_failed')}
      </p>
    );
  } else if (status !== 'succeeded') {
    facts = (
      <p className="sf-hint" role="status">
        {t('loading')}
      </p>
    );
  } else if (!hasAny) {
    facts = <p className="sf-empty">{t('contact_details_none')}</p>;
  } else {
    facts = (
      <dl className="sf-contact__list">
        {details?.address && (
          <div className="sf-contact__item">
            <dt>{t('address')}</dt>
            <dd>{details.address}</dd>
          </div>
        )}
        <Phones phones={phones} />
        <Emails emails={emails} />
      </dl>
    );
  }

  return (
    <section className="sf-contact__details" aria-labelledby="sf-contact-reach">
      <h2 id="sf-contact-reach">{t('reach_on_us')}</h2>
      {facts}
      {socials.length > 0 && (
        <>
          <h3 className="sf-contact__subtitle" id="sf-contact-follow">
            {t('follow_us')}
          </h3>
          <ul className="sf-contact__socials" aria-labelledby="sf-contact-follow">
            {socials.map((s) => (
              <li key={s.name}>
                <DataLinkTo url={s.url}>{t(s.name)}</DataLinkTo>
              </li>
            ))}
          </ul>
        </>
      )}
      {status === 'succeeded' && <ContactMap address={details?.address ?? null} />}
    </section>
  );
}
