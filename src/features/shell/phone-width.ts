/** The width at which shell.css hides the header's category bar and shows the drawer's toggle. */
export const PHONE_WIDTH_QUERY = '(max-width: 760px)';

export function isPhoneWidth(): boolean {
  return !!globalThis.matchMedia?.(PHONE_WIDTH_QUERY).matches;
}
