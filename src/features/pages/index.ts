export { pagesFeature } from './pages-feature';
