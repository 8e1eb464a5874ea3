// The compare feature's public surface beyond its slice: the toggles, loaded lazily with their watchers.
export { ListToggles, renderListToggles, WithListToggles } from './render-list-toggles';
