import { object, string } from 'yup';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { Form, SubmitButton, TextField } from '../../../lib/forms';

interface Values {
  code: string;
}

/** The order-code form of `/track-order` (and of an unknown code's page). */
export function TrackForm({ initialCode = '' }: { initialCode?: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Form<Values>
      initialValues={{ code: initialCode }}
      schema={object({ code: string().trim().required(t('enter_your_parcel_id')) })}
      className="sf-track__form"
      label={t('track_order')}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        navigate(paths.getInvoice({ orderCode: values.code.trim() }));
      }}
    >
      <TextField name="code" label={t('enter_your_parcel_id')} autoComplete="off" />
      <SubmitButton>{t('track')}</SubmitButton>
    </Form>
  );
}
