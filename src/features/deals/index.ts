/** What other features may use of the deal screens (their routes load the screens themselves). */
export { dealsFeature } from './deals-feature';
