import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { FileField, Form, SubmitButton, TextField } from '../../../lib/forms';
import { AccountPage } from '../../account';
import { selectUser } from '../../session/session-selectors';
import { FilePreview, FileWatch } from '../components/FilePreview';
import { profileFeature } from '../profile-feature';
import { IMAGE_FILE, TAX_PAPER_FILE } from '../profile-files';
import { parkFiles } from '../profile-outbox';
import { sellerSchema } from '../profile-schemas';
import { selectBecomeSeller, selectSellerSignUpOpen } from '../profile-selectors';
import { becomeSellerRequested, sellerScreenLeft, type ShopFields } from '../profile-slice';
import '../profile.css';

interface Values extends ShopFields {
  tax_paper: File | null;
  logo: File | null;
  banner: File | null;
}
const EMPTY: Values = { shop_name: '', address: '', phone_no: '', license_no: '', tax_paper: null, logo: null, banner: null };

type FileName = 'tax_paper' | 'logo' | 'banner';

/**
 * `/user/user-to-seller` (test/contract/account/user-to-seller.json, migrate-to-seller.vue): the shop's name, address,
 * phone and licence number, its tax paper, logo and banner (previewed, checked for type and size).
 * As the original, a confirmation comes first. Success (1.6.7 app/Http/Controllers/Admin/RegisterController.php:126-127): the backend signs the
 * account out; the saga takes the new page token, toasts `migrate_msg` and goes home. Offered when
 * the shop runs the seller system (`seller_system == 1`, no ramdhani add-on), to customers.
 */
export default function UserToSellerScreen() {
  useFeature(profileFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const open = useAppSelector(selectSellerSignUpOpen);
  const request = useAppSelector(selectBecomeSeller);
  const schema = useMemo(() => sellerSchema(t), [t]);
  const [chosen, setChosen] = useState<Record<FileName, File | null>>({ tax_paper: null, logo: null, banner: null });
  const [confirming, setConfirming] = useState<{ values: Values; release: () => void } | null>(null);

  // After success the saga forgets the (signed-out) user once this screen has made way for home.
  useEffect(() => () => void dispatch(sellerScreenLeft()), [dispatch]);

  const cancel = () => {
    // The form was waiting for this answer: it is usable again.
    confirming?.release();
    setConfirming(null);
  };
  const confirm = () => {
    if (!confirming) return;
    const { tax_paper, logo, banner, ...fields } = confirming.values;
    setConfirming(null);
    dispatch(becomeSellerRequested({ fields, parcel: parkFiles({ tax_paper, logo, banner }) }));
  };

  let body;
  if (!open) body = <p className="sf-empty">{t('profile_seller_off')}</p>;
  else if (user && user.user_type !== 'customer') body = <p className="sf-empty">{t('profile_already_seller')}</p>;
  else {
    body = (
      <Form<Values>
        initialValues={EMPTY}
        schema={schema}
        className="sf-profile__form"
        label={t('shop_information')}
        request={request}
        onSubmit={(values, helpers) => setConfirming({ values, release: () => helpers.setSubmitting(false) })}
      >
        <h2 className="sf-profile__subtitle">{t('shop_information')}</h2>
        <TextField name="shop_name" label={t('shop_name')} autoComplete="organization" />
        <TextField name="address" label={t('shop_address')} autoComplete="street-address" />
        <TextField name="phone_no" type="tel" label={t('phone')} autoComplete="tel" inputMode="tel" />
        <TextField name="license_no" label={t('license_no')} />
        <FileWatch onFile={(name, file) => setChosen((files) => ({ ...files, [name]: file }))}>
          <div className="sf-profile__upload">
            <FileField name="tax_paper" label={t('tax_paper')} hint={t('profile_tax_paper_hint')} accept={TAX_PAPER_FILE.accept} />
            <FilePreview file={chosen.tax_paper} rule={TAX_PAPER_FILE} />
          </div>
          <div className="sf-profile__upload">
            <FileField name="logo" label={t('logo')} hint={t('profile_picture_hint')} accept={IMAGE_FILE.accept} />
            <FilePreview file={chosen.logo} />
          </div>
          <div className="sf-profile__upload">
            <FileField name="banner" label={t('banner')} hint={t('profile_picture_hint')} accept={IMAGE_FILE.accept} />
            <FilePreview file={chosen.banner} className="sf-profile__preview--wide" />
          </div>
        </FileWatch>
        <SubmitButton>{t('be_a_seller')}</SubmitButton>
      </Form>
    );
  }

  return (
    <AccountPage>
      <ScreenTitle>{t('be_a_seller')}</ScreenTitle>
      {body}
      {confirming && (
        <Modal label={t('Are you sure?')} onClose={cancel} className="sf-profile__confirm">
          <h2 className="sf-profile__subtitle">{t('Are you sure?')}</h2>
          <p>{t('profile_seller_confirm')}</p>
          <div className="sf-profile__actions">
            <button type="button" className="sf-button sf-button--primary" onClick={confirm}>
              {t('Yes')}
            </button>
            <button type="button" className="sf-button" onClick={cancel}>
              {t('Cancel')}
            </button>
          </div>
        </Modal>
      )}
    </AccountPage>
  );
}
