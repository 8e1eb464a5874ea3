/** What other features may use of the catalogue. */
export { ProductListing, type ProductListingProps } from './components/ProductListing';
export { HomeSection, BannerLink, bannerEntries } from './components/HomeSection';
