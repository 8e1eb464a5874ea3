import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { selectSettings } from '../../shop/shop-selectors';

/** Where the original always puts its marker (contact.vue hard-codes it, whatever the address). */
const ORIGINAL_MARKER = '23.822141,90.440813';

/**
 * A map only when the shop has a Maps key (`settings.map_api_key`), as the original: an embedded
 * Google map of the address (the original ignores the address and marks a fixed point; that point
 * is used only when there is no address), at the shop's `zoom_level`. Without a key, a link to a
 * map search for the address is enough (no key, no script, nothing loaded from Google).
 */
export function ContactMap({ address }: { address: string | null }) {
  const t = useT();
  const settings = useAppSelector(selectSettings);
  const key = typeof settings.map_api_key === 'string' ? settings.map_api_key.trim() : '';

  if (key) {
    const zoom = Number.parseInt(String(settings.zoom_level ?? ''), 10);
    const params = new URLSearchParams({ key, q: address ?? ORIGINAL_MARKER });
    if (zoom >= 0 && zoom <= 21) params.set('zoom', String(zoom));
    return (
      <iframe
        className="sf-contact__map"
        title={t('contact_map_title', { place: address ?? t('address') })}
        src={`https://www.google.com/maps/embed/v1/place?${params.toString()}`}
        width={600}
        height={300}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  if (!address) return null;
  return (
    <p className="sf-contact__map-link">
      <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`} target="_blank" rel="noopener noreferrer">
        {t('contact_view_on_map')}
        <span className="sf-visually-hidden"> {t('contact_map_new_tab')}</span>
      </a>
    </p>
  );
}
