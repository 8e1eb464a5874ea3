/**
 * Moves focus to the first field marked invalid, in document order. A radio group marks its
 * fieldset, so focus goes to the group's checked radio, else its first one.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches('input, select, textarea')
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input, select, textarea'));
  target?.focus();
}
