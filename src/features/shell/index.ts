/** The shell's public surface for other features (besides its *-slice actions and *-selectors). */
export { usePageSettled } from './use-page-settled';
export { isPhoneWidth } from './phone-width';
