// Two builds: the app (ES modules, code-split per route, hashed names for long caching) and the
// loader (one small classic script the host includes with a plain <script src>). Rollup cannot
// code-split an IIFE, hence the split; the loader learns the hashed entry name from the app's
// manifest, so the app build must run first (rollup builds array entries in order).
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import swc from '@rollup/plugin-swc';
import terser from '@rollup/plugin-terser';
import {
  FIRST_PARTS,
  FIRST_SCREENS,
  appEntryConstant,
  axiosWithoutFetchAdapter,
  cssModules,
  manifest,
  reactRouterProduction,
} from './scripts/rollup/plugins.mjs';
import { cleanOutput } from './scripts/rollup/clean-output.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { thinEntry } from './scripts/rollup/thin-entry.mjs';

const MANIFEST = 'dist/app/manifest.json';
const extensions = ['.ts', '.tsx', '.mjs', '.js'];

// ES2020 keeps generators native: a regenerator runtime would need eval-like code under a strict CSP.
const typescript = () =>
  swc({
    swc: {
      jsc: { target: 'es2020', parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
    },
  });

const minify = () => terser({ module: true, compress: { passes: 2 }, format: { comments: false } });

const app = {
  input: 'src/main.ts',
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/app',
    format: 'es',
    entryFileNames: 'main-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: '[name]-[hash][extname]',
    sourcemap: true,
  },
  plugins: [
    cleanOutput(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    // The `browser` field matters: without it axios's Node build (http, zlib …) would be bundled.
    reactRouterProduction(),
    axiosWithoutFetchAdapter(),
    nodeResolve({ browser: true, extensions }),
    commonjs(),
    cssModules(),
    typescript(),
    minify(),
    // The entry holds only src/main.ts, so the loader's retry cannot load a second React; the
    // first screens come in few chunks, so the loader can start them beside the entry.
    thinEntry({ grouped: [...Object.values(FIRST_SCREENS), ...FIRST_PARTS] }),
    manifest(MANIFEST),
    precompress(),
  ],
  onwarn(warning, warn) {
    // react-router and others mark their own directives; not our concern.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

const loader = {
  input: 'loader/index.ts',
  output: { file: 'dist/loader.js', format: 'iife', sourcemap: true },
  plugins: [
    nodeResolve({ extensions }),
    typescript(),
    // After swc has removed the `declare const __APP_ENTRY__` line, replace the uses.
    appEntryConstant(MANIFEST, './app/'),
    minify(),
    precompress(),
  ],
};

export default [app, loader];
