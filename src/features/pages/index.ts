export { pagesFeature } from './pages-feature';
export { NotFound } from './components/NotFound';
