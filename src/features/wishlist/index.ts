// The wishlist feature's public surface beyond its slice (actions, selectors).
export { WishlistToggle } from './components/WishlistToggle';
export { runSingleFlightToggle, watchTogglesPerKey, type ToggleOutcome } from './single-flight-toggle';
export { wishlistSagas } from './wishlist-sagas';
