// Stylesheets are compiled into their chunks by rollup and adopted into the widget's shadow root;
// jsdom has no layout, so in jest they are imported for nothing.
export default 'storefront.css';
