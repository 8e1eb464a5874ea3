/**
 * What other features may use: the header's language menu. The header imports it lazily
 * (`import('../../i18n')`), so the menu, its slice, saga and texts travel in their own chunk.
 */
export { LanguageMenu } from './components/LanguageMenu';
