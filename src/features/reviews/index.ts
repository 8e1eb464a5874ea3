// The reviews feature's public surface: the product page's lazy section.
export { ProductReviews, type ReviewedProduct } from './components/ProductReviews';
