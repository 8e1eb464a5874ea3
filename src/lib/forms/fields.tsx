import { useField, useFormikContext } from 'formik';
import { releaseRadio } from '../dom/radio-groups';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Common {
  name: string;
  label: string;
  /** Keep the label for assistive technology only (the placeholder then shows it). */
  hideLabel?: boolean;
  hint?: string;
  disabled?: boolean;
}

interface Described {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids from useId, the error formik has for the field once touched, and the aria-describedby list. */
function useDescribed(hint: string | undefined, error: string | undefined): Described & { hintId: string; errorId: string } {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid: Boolean(error) };
}

function shownError(meta: { touched: boolean; error?: unknown }): string | undefined {
  return meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
}

function Notes({ hint, hintId, error, errorId }: { hint?: string; hintId: string; error?: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="sf-field__error">
          {error}
        </p>
      )}
    </>
  );
}

function Label({ htmlFor, hidden, children }: { htmlFor: string; hidden?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sf-visually-hidden' : undefined}>
      {children}
    </label>
  );
}

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'search' | 'date';

/** text, email, password, phone (`tel`), number. */
export function TextField({
  name,
  label,
  hideLabel,
  hint,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
}: Common & {
  type?: TextFieldType;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url' | 'search';
  placeholder?: string;
}) {
  const [field, meta] = useField<string | number>(name);
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  return (
    <div className="sf-field">
      <Label htmlFor={d.id} hidden={hideLabel}>
        {label}
      </Label>
      <input
        {...field}
        value={field.value ?? ''}
        id={d.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder ?? (hideLabel ? label : undefined)}
        disabled={disabled}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  hideLabel,
  hint,
  disabled,
  rows = 4,
  autoComplete,
}: Common & { rows?: number; autoComplete?: string }) {
  const [field, meta] = useField<string>(name);
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  return (
    <div className="sf-field">
      <Label htmlFor={d.id} hidden={hideLabel}>
        {label}
      </Label>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={d.id}
        rows={rows}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  hideLabel,
  hint,
  disabled,
  options,
  placeholder,
  autoComplete,
}: Common & {
  options: Choice[];
  /** A first, empty choice ("Select city"). */
  placeholder?: string;
  autoComplete?: string;
}) {
  const [field, meta] = useField<string>(name);
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  return (
    <div className="sf-field">
      <Label htmlFor={d.id} hidden={hideLabel}>
        {label}
      </Label>
      <select
        {...field}
        value={field.value ?? ''}
        id={d.id}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

function Radio({ name, choice, disabled }: { name: string; choice: Choice; disabled?: boolean }) {
  const [field] = useField({ name, type: 'radio', value: choice.value });
  const id = useId();
  return (
    <div className="sf-choice">
      <input {...field} ref={releaseRadio} id={id} type="radio" disabled={disabled} />
      <label htmlFor={id}>{choice.label}</label>
    </div>
  );
}

/** A radio group: the fieldset's legend names it; invalid state and messages sit on the group. */
export function RadioGroupField({ name, label, hideLabel, hint, disabled, options }: Common & { options: Choice[] }) {
  const [, meta] = useField<string>(name);
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  return (
    <fieldset className="sf-field sf-field--group" role="radiogroup" aria-invalid={d.invalid || undefined} aria-describedby={d.describedBy}>
      <legend className={hideLabel ? 'sf-visually-hidden' : undefined}>{label}</legend>
      {options.map((choice) => (
        <Radio key={choice.value} name={name} choice={choice} disabled={disabled} />
      ))}
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </fieldset>
  );
}

export function CheckboxField({ name, label, hideLabel, hint, disabled }: Common) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  return (
    <div className="sf-field sf-field--checkbox">
      <input
        {...field}
        id={d.id}
        type="checkbox"
        disabled={disabled}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      />
      <Label htmlFor={d.id} hidden={hideLabel}>
        {label}
      </Label>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

/** A file input; the value is the chosen File (or File[] with `multiple`), null when none. */
export function FileField({
  name,
  label,
  hideLabel,
  hint,
  disabled,
  accept,
  multiple = false,
}: Common & { accept?: string; multiple?: boolean }) {
  const [field, meta, helpers] = useField<File | File[] | null>(name);
  const { setFieldTouched } = useFormikContext();
  const input = useRef<HTMLInputElement>(null);
  const error = shownError(meta);
  const d = useDescribed(hint, error);
  // A file input cannot be given a value: clear it when the form resets the field.
  useEffect(() => {
    if (field.value === null && input.current) input.current.value = '';
  }, [field.value]);
  return (
    <div className="sf-field">
      <Label htmlFor={d.id} hidden={hideLabel}>
        {label}
      </Label>
      <input
        ref={input}
        id={d.id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          void helpers.setValue(multiple ? files : (files[0] ?? null));
        }}
        onBlur={() => void setFieldTouched(name, true)}
      />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}
