/**
 * The forms layer: the only place formik is imported. Screens import from here. Sagas and slices
 * import `./submit-failure` directly, so the eager home load never pulls formik in through this file.
 */
export { Form, SubmitButton } from './Form';
export {
  TextField,
  TextAreaField,
  SelectField,
  RadioGroupField,
  CheckboxField,
  FileField,
  type Choice,
  type TextFieldType,
} from './fields';
export { useSagaSubmit, type RequestStatus, type SagaSubmitOptions } from './use-saga-submit';
export { submitFailureFrom, hasFieldErrors, type SubmitFailure } from './submit-failure';
