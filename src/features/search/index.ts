/**
 * What other features may use: the header's suggestion list. The header imports it lazily
 * (`import('../../search')`), so everything here travels in the search chunk, not the home load.
 */
export { SearchSuggestions } from './components/SearchSuggestions';
export type { ComboState, SearchSuggestionsProps, SuggestionKeys } from './components/SearchSuggestions';
