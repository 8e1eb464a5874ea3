import { Formik, Form as FormikForm, Field, ErrorMessage, type FormikHelpers, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

/**
 * The one wrapper around formik: a schema, initial values and a submit handler. Field errors
 * are linked to their inputs (aria-describedby) and announced.
 */
export function Form<V extends FormikValues>({ initialValues, schema, onSubmit, children, className }: {
  initialValues: V;
  schema: AnyObjectSchema;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormikForm className={className} noValidate>{children}</FormikForm>
    </Formik>
  );
}

export function TextField({ name, label, type = 'text', autoComplete, hideLabel = false }: {
  name: string; label: string; type?: string; autoComplete?: string; hideLabel?: boolean;
}) {
  const id = `sf-field-${name}`;
  return (
    <div className="sf-field">
      <label htmlFor={id} className={hideLabel ? 'sf-visually-hidden' : undefined}>{label}</label>
      <Field id={id} name={name} type={type} autoComplete={autoComplete} placeholder={hideLabel ? label : undefined} aria-describedby={`${id}-error`} />
      <ErrorMessage name={name}>{(message) => <p id={`${id}-error`} className="sf-field__error" role="alert">{message}</p>}</ErrorMessage>
    </div>
  );
}

export { useFormikContext } from 'formik';
