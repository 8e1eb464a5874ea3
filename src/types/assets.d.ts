/** Stylesheets are emitted by rollup as hashed files; importing one gives its URL. */
declare module '*.css' {
  const url: string;
  export default url;
}
