import { useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Modal } from '../../../components/Modal';
import { Form, SubmitButton, TextField } from '../../../lib/forms';
import { POPUP_FLAG_KEY, readItem } from '../../../lib/storage/local-flags';
import { selectSettings } from '../../shop/shop-selectors';
import { newsletterSchema } from '../shell-schemas';
import { selectSubscribeError, selectSubscribeStatus } from '../shell-selectors';
import { popupDismissed, popupDontShowAgainToggled, subscribeRequested } from '../shell-slice';
import { SocialIcon, type SocialNetwork } from './SocialIcon';

const SOCIALS: readonly SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'];

type Values = { email: string };

/** The newsletter pop-up. Loaded only when it is about to show. */
export default function NewsletterPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const status = useAppSelector(selectSubscribeStatus);
  const error = useAppSelector(selectSubscribeError);
  // Read once when the pop-up opens; the checkbox is uncontrolled, the ref only carries its value to onClose.
  const [initiallyDismissed] = useState(() => readItem(POPUP_FLAG_KEY) === '1');
  const dontShow = useRef(initiallyDismissed);
  const schema = useMemo(() => newsletterSchema(t), [t]);
  const title = typeof settings.popup_title === 'string' ? settings.popup_title : t('subscribe');
  const socials = SOCIALS.map((name) => ({ name, url: settings[`${name}_link`] })).filter(
    (s): s is { name: SocialNetwork; url: string } => typeof s.url === 'string' && /^https?:\/\//.test(s.url),
  );

  return (
    <Modal label={title} className="sf-popup" onClose={() => dispatch(popupDismissed({ dontShowAgain: dontShow.current }))}>
      <div className="sf-popup__body">
        {typeof settings.popup_image === 'string' && settings.popup_image && (
          <img className="sf-popup__image" src={settings.popup_image} alt="" />
        )}
        <div>
          <h2>{title}</h2>
          {typeof settings.popup_description === 'string' && <p>{settings.popup_description}</p>}
          {/* A successful subscribe clears the field (the saga also closes the pop-up);
              a 422 ("The email has already been taken.") lands on the field. */}
          <Form<Values>
            initialValues={{ email: '' }}
            schema={schema}
            className="sf-popup__form"
            request={{ status, error }}
            onSubmit={(values) => {
              dispatch(subscribeRequested({ email: values.email.trim() }));
            }}
          >
            <TextField name="email" type="email" label={t('email')} autoComplete="email" hideLabel />
            <SubmitButton>{t('subscribe')}</SubmitButton>
          </Form>
          {socials.length > 0 && (
            <ul className="sf-socials" aria-label={t('follow_us')}>
              {socials.map((s) => (
                <li key={s.name}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" className="sf-socials__link">
                    <SocialIcon network={s.name} />
                    <span className="sf-visually-hidden">{t(s.name)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <label className="sf-checkbox">
            <input
              type="checkbox"
              defaultChecked={initiallyDismissed}
              onChange={(event) => {
                dontShow.current = event.target.checked;
                dispatch(popupDontShowAgainToggled(event.target.checked));
              }}
            />
            {t('don_this_popup_again')}
          </label>
        </div>
      </div>
    </Modal>
  );
}
