import { useId } from 'react';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { AddressEntry } from '../address-normalise';
import type { DefaultType } from '../addresses-slice';

/** "Default shipping & billing", "Default shipping" or "Default billing", as the original's badge. */
function DefaultBadge({ address }: { address: AddressEntry }) {
  const t = useT();
  const text =
    address.defaultShipping && address.defaultBilling
      ? t('default_shipping_billing')
      : address.defaultShipping
        ? t('default_shipping')
        : address.defaultBilling
          ? t('default_billing')
          : null;
  return text ? <p className="sf-address-card__badge">{text}</p> : null;
}

/** City, state and country on one line, leaving out the empty ones. */
export const placeLine = (address: AddressEntry) => [address.city, address.state, address.country].filter(Boolean).join(', ');

/**
 * One address: who, where, the default badge, and its actions. As the original: "make default"
 * only while that flag is off, delete only for an address that is neither default. A guest entry
 * that lost its id in an edit can be neither edited nor deleted.
 */
export function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: AddressEntry;
  /** Some card action is under way: every action waits. */
  busy: boolean;
  onEdit: (address: AddressEntry) => void;
  onMakeDefault: (address: AddressEntry, type: DefaultType) => void;
  onDelete: (address: AddressEntry) => void;
}) {
  const t = useT();
  const headingId = useId();
  const reachable = address.id !== null;
  const place = placeLine(address);
  return (
    <article className="sf-address-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-address-card__name">
        {address.name}
      </h2>
      <DefaultBadge address={address} />
      <dl className="sf-address-card__details">
        <div>
          <dt>{t('email')}</dt>
          <dd>{address.email}</dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd>{address.phone}</dd>
        </div>
        <div>
          <dt>{t('street_address')}</dt>
          <dd>{address.address}</dd>
        </div>
        {place && (
          <div>
            <dt>{t('addresses_place')}</dt>
            <dd>{place}</dd>
          </div>
        )}
        {address.postalCode && (
          <div>
            <dt>{t('postal_code')}</dt>
            <dd>{address.postalCode}</dd>
          </div>
        )}
      </dl>
      {reachable && (
        <div className="sf-address-card__actions" role="group" aria-label={t('addresses_actions', { name: address.name })}>
          <button type="button" className="sf-button sf-button--link" disabled={busy} onClick={() => onEdit(address)}>
            {t('edit')}
          </button>
          {!address.guest && !address.defaultShipping && (
            <button type="button" className="sf-button sf-button--link" disabled={busy} onClick={() => onMakeDefault(address, 'shipping')}>
              {t('make_default_shipping')}
            </button>
          )}
          {!address.guest && !address.defaultBilling && (
            <button type="button" className="sf-button sf-button--link" disabled={busy} onClick={() => onMakeDefault(address, 'billing')}>
              {t('make_default_billing')}
            </button>
          )}
          {!address.defaultShipping && !address.defaultBilling && (
            <button
              type="button"
              className="sf-button sf-button--link sf-address-card__delete"
              disabled={busy}
              onClick={() => onDelete(address)}
            >
              {t('delete')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
