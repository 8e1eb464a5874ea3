/** What other features may use of the campaign screens (their routes load the screens themselves). */
export { campaignsFeature } from './campaigns-feature';
