import { createContext, useContext, type RefObject } from 'react';
import type { ServerErrors } from './server-errors';

/** What <Form> shares with its fields' helpers and with useSagaSubmit. */
export interface FormShared {
  /** Backend messages per field; Form's `validate` keeps them while the value is unchanged. */
  serverErrors: RefObject<ServerErrors>;
  /** Messages for fields this form does not have, shown in its summary. */
  setFormErrors: (messages: string[]) => void;
}

export const FormSharedContext = createContext<FormShared | null>(null);

export function useFormShared(): FormShared {
  const shared = useContext(FormSharedContext);
  if (!shared) throw new Error('useSagaSubmit and the form fields must be used inside <Form>.');
  return shared;
}
