import { getIn, setIn } from 'formik';
import type { SubmitFailure } from './submit-failure';

/** A backend message on a field, kept until the shopper changes the value it was given for. */
export interface ServerFieldError {
  message: string;
  value: unknown;
}

export type ServerErrors = Record<string, ServerFieldError>;

/**
 * Splits a 422 between the form's fields (first message of each, as Laravel lists the most basic
 * rule first) and messages for fields the form does not have, which go to its summary.
 */
export function splitFailure(failure: SubmitFailure, values: object): { onFields: ServerErrors; elsewhere: string[] } {
  const onFields: ServerErrors = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    const message = messages.find((m) => typeof m === 'string' && m !== '');
    if (!message) continue;
    const value: unknown = getIn(values, field);
    if (value === undefined) elsewhere.push(message);
    else onFields[field] = { message, value };
  }
  return { onFields, elsewhere };
}

/** Server messages whose field still holds the rejected value, as formik errors (nested by path). */
export function standingErrors(errors: ServerErrors, values: object): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (getIn(values, field) === error.value) out = setIn(out, field, error.message) as Record<string, unknown>;
  }
  return out;
}
