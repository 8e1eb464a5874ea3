import { useField } from 'formik';
import { RecaptchaBox, type RecaptchaTexts } from '../captcha/RecaptchaBox';

/**
 * The form's `captcha` value is Google's token ('' until the box is ticked), so the form's schema
 * can block the submit while the box is empty, with its message under the box. Imported directly
 * (not from ./index) so forms without a captcha do not carry it.
 */
export function CaptchaField({
  siteKey,
  language,
  resetKey,
  texts,
}: {
  siteKey: string;
  language: string;
  resetKey?: unknown;
  texts: RecaptchaTexts;
}) {
  const [, meta, helpers] = useField<string>('captcha');
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  return (
    <div className="sf-field">
      <RecaptchaBox
        siteKey={siteKey}
        language={language}
        resetKey={resetKey}
        texts={texts}
        onToken={(token) => void helpers.setValue(token)}
      />
      {error && <p className="sf-field__error">{error}</p>}
    </div>
  );
}
