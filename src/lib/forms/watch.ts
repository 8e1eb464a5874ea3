import { getIn, useFormikContext, type FormikValues } from 'formik';
import { useCallback } from 'react';

/**
 * For fields that depend on others (chained pickers: a country's states, a state's cities): read a
 * field of the enclosing <Form>, and set or clear fields from code. Only inside <Form>.
 */
export function useFieldValue<T = unknown>(name: string): T {
  const { values } = useFormikContext<FormikValues>();
  return getIn(values, name) as T;
}

/** Sets a field's value without validating it (a cleared dependent field is not an error yet). */
export function useSetFieldValue(): (name: string, value: unknown) => void {
  const { setFieldValue } = useFormikContext<FormikValues>();
  return useCallback((name: string, value: unknown) => void setFieldValue(name, value, false), [setFieldValue]);
}
