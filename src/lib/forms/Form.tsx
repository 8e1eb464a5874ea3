import { Formik, Form as FormikForm, useFormikContext, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormSharedContext, type FormShared } from './form-context';
import { focusFirstInvalid } from './focus-first-invalid';
import { standingErrors, type ServerErrors } from './server-errors';
import { useSagaSubmit, type SagaSubmitOptions } from './use-saga-submit';

/** Every message in formik's (possibly nested) errors, in field order. */
function messagesIn(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap(messagesIn);
  return [];
}

function SagaRequest(options: SagaSubmitOptions) {
  useSagaSubmit(options);
  return null;
}

/**
 * After each submit attempt that ends with errors (the schema's or the backend's), focus moves to
 * the first invalid field and one `role="alert"` region announces the messages. Field messages are
 * plain text linked by aria-describedby (not live themselves), so nothing is announced twice.
 */
function FormBody({
  className,
  label,
  formErrors,
  children,
}: {
  className?: string;
  label?: string;
  formErrors: string[];
  children: ReactNode;
}) {
  const { isSubmitting, errors } = useFormikContext();
  const form = useRef<HTMLFormElement>(null);
  // The messages as they stood when the attempt ended (not re-announced on every keystroke).
  const [wasSubmitting, setWasSubmitting] = useState(isSubmitting);
  const [announced, setAnnounced] = useState<string[]>([]);
  if (wasSubmitting !== isSubmitting) {
    setWasSubmitting(isSubmitting);
    setAnnounced(isSubmitting ? [] : messagesIn(errors));
  }

  useEffect(() => {
    if (announced.length > 0) focusFirstInvalid(form.current);
  }, [announced]);

  return (
    <FormikForm ref={form} className={className} aria-label={label} noValidate>
      <div role="alert" className="sf-form__summary">
        {formErrors.length > 0 && (
          <ul>
            {formErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {announced.length > 0 && <span className="sf-visually-hidden">{announced.join(' ')}</span>}
      </div>
      {children}
    </FormikForm>
  );
}

/**
 * The one wrapper around formik (the only module that imports it, with its fields and hook):
 * initial values, a yup schema from the feature's `<f>-schemas.ts`, and a submit handler. For a
 * request run by a saga pass `request` ({ status, error } from the feature's slice): see
 * useSagaSubmit for the contract.
 */
export function Form<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  request,
  children,
  className,
  label,
}: {
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<unknown>;
  request?: SagaSubmitOptions;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when no heading names it. */
  label?: string;
}) {
  const serverErrors = useRef<ServerErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const shared = useMemo<FormShared>(() => ({ serverErrors, setFormErrors }), []);
  // Backend messages stay on their field until its value changes, whichever validation runs.
  const validate = (values: V) => standingErrors(serverErrors.current, values) as FormikErrors<V>;

  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={schema}
      validate={validate}
      onSubmit={(values, helpers) => {
        setFormErrors([]);
        return onSubmit(values, helpers);
      }}
    >
      <FormSharedContext.Provider value={shared}>
        <FormBody className={className} label={label} formErrors={formErrors}>
          {request && <SagaRequest {...request} />}
          {children}
        </FormBody>
      </FormSharedContext.Provider>
    </Formik>
  );
}

/** Submit, disabled while the form is validating or its request runs. */
export function SubmitButton({ children, className = 'sf-button sf-button--primary' }: { children: ReactNode; className?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className={className} part="button" disabled={isSubmitting}>
      {children}
    </button>
  );
}
