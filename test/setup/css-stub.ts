// Stylesheets are emitted by rollup and linked at mount; in jest they are just a URL.
export default 'storefront.css';
