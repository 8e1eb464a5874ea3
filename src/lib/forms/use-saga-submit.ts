import { useEffect, useRef } from 'react';
import { setNestedObjectValues, useFormikContext, type FormikErrors, type FormikValues } from 'formik';
import { useFormShared } from './form-context';
import { splitFailure, standingErrors } from './server-errors';
import type { SubmitFailure } from './submit-failure';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SagaSubmitOptions {
  status: RequestStatus;
  error?: SubmitFailure | null;
  onSuccess?: () => void;
  /** Clear the fields after success (default true). */
  resetOnSuccess?: boolean;
}

/**
 * Connects a saga-driven request to formik. The contract, for every form:
 *
 * 1. The feature's slice holds the request as `{ status: 'idle'|'loading'|'succeeded'|'failed',
 *    error?: SubmitFailure }`; its `…Requested` action sets `loading`, `…Succeeded` sets
 *    `succeeded`, and `…Failed(submitFailureFrom(error))` sets `failed` with the error as plain data.
 * 2. The form's `onSubmit` only dispatches `…Requested(values)`; it returns nothing, so formik keeps
 *    `isSubmitting` (and the submit button stays disabled) until this hook sees the answer.
 * 3. The saga calls the API; on failure it raises a toast only when `!hasFieldErrors(failure)`,
 *    because field messages are the form's to show.
 * 4. This hook, inside <Form> (pass `request` to Form, or call it in a child): on `failed` it puts
 *    the first message of each field on that field (messages for fields the form lacks go to the
 *    form's summary), ends submitting, and Form then focuses the first invalid field and announces
 *    the messages; on `succeeded` it resets the form and calls `onSuccess`.
 *
 * Only an answer to this form's own submission counts: a status left in the slice by an earlier
 * instance (a pop-up opened twice) is ignored.
 */
export function useSagaSubmit({ status, error, onSuccess, resetOnSuccess = true }: SagaSubmitOptions): void {
  const formik = useFormikContext<FormikValues>();
  const shared = useFormShared();
  const waiting = useRef(false);
  const latest = useRef({ formik, shared, error, onSuccess, resetOnSuccess });
  // Declared before the status effect, so that effect reads this render's values.
  useEffect(() => {
    latest.current = { formik, shared, error, onSuccess, resetOnSuccess };
  });

  useEffect(() => {
    const { formik: f, shared: s, error: failure, onSuccess: done, resetOnSuccess: reset } = latest.current;
    if (status === 'loading') {
      if (f.isSubmitting) waiting.current = true;
      return;
    }
    if (!waiting.current) return;
    waiting.current = false;
    if (status === 'succeeded') {
      s.serverErrors.current = {};
      s.setFormErrors([]);
      if (reset) f.resetForm();
      else f.setSubmitting(false);
      done?.();
      return;
    }
    if (status === 'failed' && failure) {
      const { onFields, elsewhere } = splitFailure(failure, f.values);
      s.serverErrors.current = onFields;
      s.setFormErrors(elsewhere);
      f.setTouched(setNestedObjectValues(f.values, true), false);
      f.setErrors({ ...f.errors, ...standingErrors(onFields, f.values) } as FormikErrors<FormikValues>);
    }
    f.setSubmitting(false);
  }, [status]);
}
