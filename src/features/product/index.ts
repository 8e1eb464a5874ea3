// The product feature's public surface beyond its slice (actions) and selectors.
export { ProductModalHost } from './components/ProductModalHost';
