import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { FileField, Form, SelectField, SubmitButton, TextField } from '../../../lib/forms';
import type { RequestStatus } from '../../../lib/forms';
import type { SubmitFailure } from '../../../lib/forms/submit-failure';
import { AccountPage } from '../../account';
import { selectUser } from '../../session/session-selectors';
import { FilePreview, FileWatch } from '../components/FilePreview';
import type { ProfileUser } from '../profile-api';
import { profileFeature } from '../profile-feature';
import { IMAGE_FILE } from '../profile-files';
import { parkFiles } from '../profile-outbox';
import { profileSchema } from '../profile-schemas';
import { selectProfileUpdate } from '../profile-selectors';
import { profileUpdateRequested, SOCIAL_KEYS, type ProfileFields, type SocialKey } from '../profile-slice';
import '../profile.css';

interface Values extends ProfileFields {
  image: File | null;
}

/** The original's labels of the six networks (`youTube` is its key). */
const SOCIAL_LABELS = {
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'linkedin',
  instagram: 'instagram',
  pinterest: 'pinterest',
  youtube: 'youTube',
} as const satisfies Record<SocialKey, string>;

function valuesOf(user: ProfileUser): Values {
  const socials = user.socials && !Array.isArray(user.socials) ? user.socials : {};
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    date_of_birth: (user.date_of_birth ?? '').slice(0, 10),
    socials: Object.fromEntries(SOCIAL_KEYS.map((key) => [key, socials[key] ?? ''])) as Record<SocialKey, string>,
    image: null,
  };
}

function ProfileForm({
  user,
  request,
  onSaved,
}: {
  user: ProfileUser;
  request: { status: RequestStatus; error: SubmitFailure | null };
  onSaved: () => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<File | null>(null);
  // The values the form opened with; after a save the screen opens a fresh form on the new user.
  const [initial] = useState(() => valuesOf(user));
  const schema = useMemo(() => profileSchema(t, !user.email), [t, user.email]);
  const genders = [
    { value: 'male', label: t('male') },
    { value: 'female', label: t('female') },
    { value: 'others', label: t('others') },
  ];

  return (
    <Form<Values>
      initialValues={initial}
      schema={schema}
      className="sf-profile__form"
      label={t('edit_profile')}
      request={{ ...request, resetOnSuccess: false, onSuccess: onSaved }}
      onSubmit={({ image, ...fields }) => {
        dispatch(profileUpdateRequested({ fields, parcel: parkFiles({ image }) }));
      }}
    >
      <div className="sf-profile__grid">
        <TextField name="first_name" label={t('first_name')} autoComplete="given-name" />
        <TextField name="last_name" label={t('last_name')} autoComplete="family-name" />
        {/* Read-only, as in the original (its input is disabled); the form does not send it. */}
        <div className="sf-field sf-profile__fixed">
          <span className="sf-profile__fixed-label">{t('email')}</span>
          <span className="sf-profile__fixed-value">{user.email ?? '—'}</span>
          <span className="sf-field__hint">{t('profile_email_fixed')}</span>
        </div>
        <TextField name="phone" type="tel" label={t('phone')} autoComplete="tel" inputMode="tel" />
        <SelectField name="gender" label={t('gender')} options={genders} placeholder={t('select_gender')} autoComplete="sex" />
        <TextField name="date_of_birth" type="date" label={t('date_of_birth')} autoComplete="bday" />
      </div>
      <div className="sf-profile__picture">
        <FileWatch onFile={(_name, file) => setChosen(file)}>
          <FileField name="image" label={t('profile_image')} hint={t('profile_picture_hint')} accept={IMAGE_FILE.accept} />
        </FileWatch>
        <div className="sf-profile__pictures">
          {user.profile_image && <img className="sf-profile__current" src={user.profile_image} alt={t('profile_picture_current')} />}
          <FilePreview file={chosen} />
        </div>
      </div>
      <fieldset className="sf-profile__socials">
        <legend>{t('profile_social_links')}</legend>
        <div className="sf-profile__grid">
          {SOCIAL_KEYS.map((key) => (
            <TextField key={key} name={`socials.${key}`} type="url" inputMode="url" label={t(SOCIAL_LABELS[key])} />
          ))}
        </div>
      </fieldset>
      <SubmitButton>{t('update')}</SubmitButton>
    </Form>
  );
}

/**
 * `/user/edit-profile` (test/contract/account/update-profile.json, the original's edit-profile.vue): names, phone, gender,
 * date of birth, picture (previewed before upload, checked for type and size) and social links;
 * the e-mail is shown, not edited. Success: a toast, and the saved user replaces the session's
 * (header name and picture follow). A 422 lands on the fields; other errors (demo mode) are toasts.
 */
export default function EditProfileScreen() {
  useFeature(profileFeature);
  const t = useT();
  const user = useAppSelector(selectUser) as ProfileUser | null;
  const request = useAppSelector(selectProfileUpdate);
  const [saves, setSaves] = useState(0);
  return (
    <AccountPage>
      <ScreenTitle>{t('edit_profile')}</ScreenTitle>
      {user && <ProfileForm key={saves} user={user} request={request} onSaved={() => setSaves((n) => n + 1)} />}
    </AccountPage>
  );
}
