// The compare feature's public surface beyond its slice (actions, selectors).
export { CompareToggle, ListToggles, renderListToggles } from './components/CompareToggle';
