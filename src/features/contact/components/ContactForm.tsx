import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { Form, hasFieldErrors, SubmitButton, TextAreaField, TextField } from '../../../lib/forms';
import { useFieldValue } from '../../../lib/forms/watch';
import { characterCount, CONTACT_MAX, contactSchema } from '../contact-schemas';
import { messageRequested, selectContact } from '../contact-slice';

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

/** The message box with a running count against the column's 255 characters. */
function MessageField() {
  const t = useT();
  const value = useFieldValue<string>('message') ?? '';
  return (
    <TextAreaField
      name="message"
      label={t('message')}
      rows={5}
      hint={t('contact_characters', { count: characterCount(value), max: CONTACT_MAX })}
    />
  );
}

/**
 * "Send a Message" (`POST send-message`). Checked here first (all four required, a real e-mail
 * address, at most 255 characters each); the backend's 422 lands on the same fields and focus
 * goes to the first invalid one. Sent: the form is cleared and a confirmation is announced.
 */
export function ContactForm() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { send, sent } = useAppSelector(selectContact);
  const schema = useMemo(() => contactSchema(t), [t]);
  const failure = send.status === 'failed' && send.error && !hasFieldErrors(send.error) ? send.error.message : null;

  return (
    <section className="sf-contact__form" aria-labelledby="sf-contact-send">
      <h2 id="sf-contact-send">{t('send_message')}</h2>
      <Form<Values>
        initialValues={EMPTY}
        schema={schema}
        request={{ status: send.status, error: send.error }}
        onSubmit={(values) => {
          dispatch(
            messageRequested({
              name: values.name.trim(),
              email: values.email.trim(),
              subject: values.subject.trim(),
              message: values.message.trim(),
            }),
          );
        }}
      >
        <TextField name="name" label={t('name')} autoComplete="name" />
        <TextField name="email" type="email" label={t('email')} autoComplete="email" inputMode="email" />
        <TextField name="subject" label={t('subject')} autoComplete="off" />
        <MessageField />
        {failure && (
          <p className="sf-contact__error" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton>{send.status === 'loading' ? t('contact_sending') : t('send')}</SubmitButton>
      </Form>
      <div className="sf-contact__sent" role="status">
        {send.status === 'succeeded' && sent > 0 && (
          <p key={sent}>
            <strong>{t('message_sent_successfully')}</strong> {t('contact_sent_detail')}
          </p>
        )}
      </div>
    </section>
  );
}
