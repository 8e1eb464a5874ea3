import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Modal } from '../../../components/Modal';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import type { AddressEntry } from '../address-normalise';
import { addressesFeature } from '../addresses-feature';
import { selectAddressBook, selectCardBusy } from '../addresses-selectors';
import { addressDeleteRequested, addressesRequested, defaultAddressRequested, type DefaultType } from '../addresses-slice';
import { AddressCard, placeLine } from '../components/AddressCard';
import { AddressForm } from '../components/AddressForm';
import '../addresses.css';

/**
 * `/user/addresses` (the original's pages/user/addresses.vue, test/contract/commerce/user-address-checkout.json, test/contract/account/{store-user-address,default-user-address,delete-user-address}.json): the saved
 * addresses with their default badges; add and edit in a dialog with the chained pickers; "make
 * default shipping/billing" (the answer's user replaces the session user); delete, after a
 * confirmation, for an address that is neither default.
 */
export default function AddressesScreen() {
  useFeature(addressesFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const book = useAppSelector(selectAddressBook);
  const busy = Object.keys(useAppSelector(selectCardBusy)).length > 0;
  /** The form's dialog: `null` address = a new one. */
  const [editing, setEditing] = useState<{ address: AddressEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<AddressEntry | null>(null);

  useEffect(() => {
    dispatch(addressesRequested());
  }, [dispatch]);

  const addresses = book.data;
  const formTitle = editing?.address ? t('update_address') : t('address_area_title');

  return (
    <AccountPage>
      <ScreenTitle>{t('addresses')}</ScreenTitle>
      <div className="sf-addresses">
        <div className="sf-addresses__bar">
          <button type="button" className="sf-button sf-button--primary" onClick={() => setEditing({ address: null })}>
            {t('address_area_title')}
          </button>
        </div>
        {!addresses && book.status === 'failed' && <ErrorPanel message={book.error} onRetry={() => dispatch(addressesRequested())} />}
        {!addresses && book.status !== 'failed' && (
          <p className="sf-addresses__loading" role="status">
            {t('loading')}
          </p>
        )}
        {addresses && addresses.length === 0 && <p className="sf-addresses__empty">{t('addresses_empty')}</p>}
        {addresses && addresses.length > 0 && (
          <ul className="sf-addresses__list" aria-label={t('addresses')} aria-busy={book.status === 'loading' || undefined}>
            {addresses.map((address) => (
              <li key={address.key}>
                <AddressCard
                  address={address}
                  busy={busy}
                  onEdit={(a) => setEditing({ address: a })}
                  onMakeDefault={(a, type: DefaultType) => {
                    if (a.id !== null) dispatch(defaultAddressRequested({ type, id: a.id, key: a.key }));
                  }}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing && (
        <Modal label={formTitle} onClose={() => setEditing(null)} className="sf-address-dialog">
          <h2 className="sf-address-dialog__title">{formTitle}</h2>
          <AddressForm
            key={editing.address?.key ?? 'new'}
            address={editing.address}
            label={formTitle}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}

      {deleting && (
        <Modal label={t('Are you sure?')} onClose={() => setDeleting(null)} className="sf-address-dialog sf-address-dialog--confirm">
          <h2 className="sf-address-dialog__title">{t('Are you sure?')}</h2>
          <p>{t('addresses_delete_question', { address: [deleting.address, placeLine(deleting)].filter(Boolean).join(', ') })}</p>
          <div className="sf-address-form__actions">
            <button
              type="button"
              className="sf-button sf-button--primary"
              onClick={() => {
                if (deleting.id !== null) dispatch(addressDeleteRequested({ id: deleting.id, key: deleting.key }));
                setDeleting(null);
              }}
            >
              {t('Yes delete it!')}
            </button>
            <button type="button" className="sf-button" onClick={() => setDeleting(null)}>
              {t('cancel')}
            </button>
          </div>
        </Modal>
      )}
    </AccountPage>
  );
}
