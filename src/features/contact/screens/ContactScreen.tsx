import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { ContactDetailsPanel } from '../components/ContactDetailsPanel';
import { ContactForm } from '../components/ContactForm';
import { contactFeature } from '../contact-feature';
import { detailsRequested, selectContact } from '../contact-slice';
import '../contact.css';

/**
 * `/contact` (test/contract/content/{contact-page,send-message}.json, the original's contact.vue): the message
 * form beside the store's contact details. The details come from either version's answer; when
 * they cannot be read the screen says so and the form still works.
 */
export default function ContactScreen() {
  useFeature(contactFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { details, detailsStatus } = useAppSelector(selectContact);

  useEffect(() => {
    dispatch(detailsRequested());
  }, [dispatch]);

  return (
    <div className="sf-contact">
      <ScreenTitle>{t('contact_us')}</ScreenTitle>
      <div className="sf-contact__columns">
        <ContactForm />
        <ContactDetailsPanel details={details} status={detailsStatus} />
      </div>
    </div>
  );
}
