// Lint = the architecture rules of the README, enforced. Style is prettier's job: no stylistic
// rules here (nothing from `stylistic` configs), so the two tools never disagree.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import { featureFileNames } from './eslint-rules/feature-file-names.js';

const root = dirname(fileURLToPath(import.meta.url));

/** Every folder under src/features is a feature; a new one is covered without editing this file. */
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Tests may import anything: they reach into a feature to set it up or to check it.
const TESTS = ['**/__tests__/**', '**/*.test.{ts,tsx}', 'test/**'];
/** The tests that render into jsdom with Testing Library (and their helpers). */
const DOM_TESTS = ['src/**/__tests__/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'test/unit/**/*.{ts,tsx}'];

/**
 * A feature's public surface: its slice (actions), its selectors and its index.ts. Everything
 * else in a feature folder (api, sagas, screens, components, helpers) is its own business.
 */
const publicSurface = (feature) => [
  `${root}/src/features/${feature}/*-slice.ts`,
  `${root}/src/features/${feature}/*-selectors.ts`,
  `${root}/src/features/${feature}/index.{ts,tsx}`,
];

/** One zone per pair of features, so the message names both and says what to import instead. */
const featureZones = features.flatMap((importer) =>
  features
    .filter((imported) => imported !== importer)
    .map((imported) => ({
      target: `./src/features/${importer}/**`,
      from: `./src/features/${imported}/**`,
      except: publicSurface(imported),
      message:
        `Feature "${importer}" may use feature "${imported}" only through its public surface: ` +
        `${imported}/index.ts, ${imported}/*-slice.ts (actions) or ${imported}/*-selectors.ts. ` +
        `Export what you need from src/features/${imported}/index.ts and import it from '…/${imported}'.`,
    })),
);

const sharedCodeZones = [
  {
    target: ['./src/lib', './src/components'],
    from: './src/features',
    message:
      'src/lib and src/components are shared by every feature and import none. Take the data or a ' +
      'render prop / callback as a parameter, or move this module into the feature that needs it.',
  },
  {
    // src/app wires the features together (its hooks, store and route table import them), so shared
    // code importing it would reach every feature through it.
    target: ['./src/lib', './src/components'],
    from: './src/app',
    message:
      'src/lib and src/components import nothing from src/app (it imports the features). Use the shared ' +
      'hooks (src/lib/hooks/shared-hooks.ts: useT, useMoney, useSharedDispatch) and src/lib/links/paths.ts.',
  },
];

/**
 * Modules that exactly one place may import: the place wraps it, everything else uses the wrapper.
 * `files` = the place (globs); `importNames` = restrict only these named imports.
 */
const singlePlace = [
  {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch', 'useStore'],
    files: ['src/lib/hooks/store-hooks.ts'],
    message: 'Use the typed hooks from src/app/hooks.ts (useAppSelector, useAppDispatch), or in shared code src/lib/hooks/shared-hooks.ts.',
  },
  {
    name: 'axios',
    files: ['src/lib/http/client.ts'],
    message: 'Only src/lib/http/client.ts uses axios: call a feature API function (it receives the client) instead.',
  },
  {
    name: 'formik',
    files: ['src/lib/forms/**'],
    message: 'Only the forms layer (src/lib/forms/) uses formik: use its Form, fields and hooks instead.',
  },
  {
    name: 'notistack',
    files: ['src/lib/notices/**'],
    message: 'Only src/lib/notices/ uses notistack: dispatch noticeRequested (src/lib/notices/notice-actions.ts) instead.',
  },
];

/** no-restricted-imports for every single-place module except the ones `here` is allowed. */
function restrictedImports(here = []) {
  const paths = singlePlace
    .filter((entry) => !here.includes(entry.name))
    .map(({ name, importNames, message }) => (importNames ? { name, importNames, message } : { name, message }));
  return ['error', { paths }];
}

const HTML_SINK = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server HTML with <SafeHtml> (src/components/SafeHtml.tsx), the only HTML sink: it sanitises first.',
};

/**
 * In-app links come from `paths.*` (src/lib/links/paths.ts), which reads the same patterns as the route
 * table and encodes each param: a hand-written "/product/${slug}" drifts from the table and breaks
 * on a slug with "/", "?" or "#". Caught where a path becomes navigation: a `to` (JSX attribute or
 * a link object's property) and navigate(...) (a hook's, the router's, or a saga's call(navigate, …))
 * given a string or template literal that starts with "/".
 */
const PATH_LITERAL = ':matches(Literal[value=/^\\//], TemplateLiteral[quasis.0.value.raw=/^\\//])';
const PATH_MESSAGE =
  "Build in-app links with `paths.*` from src/lib/links/paths.ts (typed params, encoded, the route table's own " +
  'patterns); add a builder there for a new target. Links from backend data go through src/lib/links/data-link.ts.';
const HAND_WRITTEN_PATHS = [
  `JSXAttribute[name.name='to'] > ${PATH_LITERAL}`,
  `JSXAttribute[name.name='to'] > JSXExpressionContainer > ${PATH_LITERAL}`,
  `JSXAttribute[name.name='to'] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > ${PATH_LITERAL}`,
  `Property[key.name='to'] > ${PATH_LITERAL}.value`,
  `CallExpression:matches([callee.name='navigate'], [callee.property.name='navigate']) > ${PATH_LITERAL}.arguments:first-child`,
  `CallExpression[callee.name='call'][arguments.0.name='navigate'] > ${PATH_LITERAL}.arguments:nth-child(2)`,
].map((selector) => ({ selector, message: PATH_MESSAGE }));

/**
 * Every text a shopper reads or hears comes from the shop's language file through t(key), with an
 * English fallback per key (src/lib/i18n/translate.ts): a literal in the markup stays English in an
 * Arabic shop. Caught where words (two Latin letters in a row) reach the screen or assistive tech:
 * JSX text, a string child, and the attributes that carry words, as a literal, a template or either
 * branch of a condition. Symbols, digits and class names pass.
 */
const WORDS = '/[A-Za-z]{2,}/';
const SPOKEN_ATTRIBUTES =
  'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|placeholder|title|alt|label)$/]';
const TEXT_MESSAGE =
  "Texts come from the shop's language file: add a key to the feature's *-texts.ts (the original's key " +
  "where it has one, English as the fallback) and render t('key').";
const wordsIn = (container) => [
  `${container} > Literal[value=${WORDS}]`,
  `${container} > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
  `${container} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
];
const HARD_CODED_TEXTS = [
  `JSXText[value=${WORDS}]`,
  `${SPOKEN_ATTRIBUTES} > Literal[value=${WORDS}]`,
  ...wordsIn(`${SPOKEN_ATTRIBUTES} > JSXExpressionContainer`),
  ...wordsIn(':matches(JSXElement, JSXFragment) > JSXExpressionContainer'),
].map((selector) => ({ selector, message: TEXT_MESSAGE }));

/** Dynamic import() escapes no-restricted-imports; the same single places apply to it. */
// Chromium keeps removed named radios of a shadow root, and the screens around them (src/lib/dom/radio-groups.ts).
const UNRELEASED_RADIO = {
  selector:
    'JSXOpeningElement[name.name="input"]:has(JSXAttribute[name.name="type"][value.value="radio"]):not(:has(JSXAttribute[name.name="ref"]))',
  message: 'A radio input needs ref={releaseRadio} (src/lib/dom/radio-groups.ts), or a container with releaseRadiosWithin.',
};

function restrictedSyntax({ htmlSink = true, here = [] } = {}) {
  const dynamic = singlePlace
    .filter((entry) => !entry.importNames && !here.includes(entry.name))
    .map(({ name, message }) => ({ selector: `ImportExpression[source.value='${name}']`, message }));
  return ['error', ...(htmlSink ? [HTML_SINK] : []), ...dynamic, ...HAND_WRITTEN_PATHS, ...HARD_CODED_TEXTS, UNRELEASED_RADIO];
}

// The loader is a separate tiny classic script, and the reference server stands in for the
// backend: neither may carry app code. src/contract.ts is the shared contract (constants only).
// The loader may also run src/app/first-screen.ts (which GETs a page's first screen sends), whose
// imports are held to request builders without runtime imports of their own (LOADER_BUNDLED).
const onlyTheContract = (message, alsoAllowed = '') => [
  'error',
  {
    patterns: [
      {
        regex: `^(\\.\\./)+src/(?!contract$${alsoAllowed})`,
        allowTypeImports: true,
        message,
      },
    ],
  },
];

/** Modules the loader bundles through src/app/first-screen.ts: every byte counts against its budget. */
const LOADER_BUNDLED = [
  'src/lib/http/early-answers.ts',
  'src/features/catalog/catalog-gets.ts',
  'src/features/catalog/listing-query.ts',
  'src/features/product/product-gets.ts',
  'src/features/product/product-images.ts',
  'src/app/store-path.ts',
];
// Their file names, for the rule on src/app/first-screen.ts below.
const loaderBundledNames = LOADER_BUNDLED.map((file) => file.replace(/^.*\/|\.ts$/g, '')).join('|');

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'fetch',
    'AbortController',
    'performance',
    'structuredClone',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: ['dist/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'node_modules/**'],
  },
  js.configs.recommended,
  // Not `recommendedTypeChecked`: measured here at 65 s against 13 s for the whole tree on 2 cores,
  // and its ~530 findings are nearly all no-unsafe-* on axios' untyped `data`, which the API
  // functions already check at run time (src/lib/http/expect.ts). tsc runs right before lint.
  ...tseslint.configs.recommended,
  {
    // Plain .js/.mjs files are the node scripts and configs (TypeScript files need no globals list).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      // `_`-prefixed names document an intentionally unused parameter or rest sibling.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Test helpers named use* follow msw's `server.use` (useBackend installs handlers for a file);
    // they are not React hooks.
    files: TESTS,
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // Screen tests (jsdom, Testing Library, jest-dom): queries used as the library means them, and
  // jest-dom's matchers where they say what is checked. Not the browser suite (test/e2e, Playwright).
  {
    files: DOM_TESTS,
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: DOM_TESTS,
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: DOM_TESTS,
    rules: {
      // The widget renders into a shadow root and its tests check what hosts and themes rely on
      // there (parts, a label's sibling figure, the root node), which only node access reaches.
      'testing-library/no-node-access': 'off',
      // SafeHtml's and the radio helpers' tests are about the markup itself, which `container` holds.
      'testing-library/no-container': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'loader/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x follows only .js files and no-cycle silently finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      // Type-only imports are ignored (no runtime edge). Lazy screens (import()) count: a cycle
      // through a chunk still runs module code before its imports are ready.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...sharedCodeZones] }],
      'no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': restrictedSyntax(),
    },
  },
  ...singlePlace.map(({ name, files }) => ({
    files,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': restrictedImports([name]),
      'no-restricted-syntax': restrictedSyntax({ here: [name] }),
    },
  })),
  {
    // The public surface above is chosen by file name: the names in a feature folder are checked,
    // so a near miss ("cartSlice.ts") or a new folder cannot slip past it unnoticed.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { storefront: { rules: { 'feature-file-names': featureFileNames } } },
    rules: { 'storefront/feature-file-names': ['error', { featuresDir: `${root}/src/features` }] },
  },
  {
    files: ['src/components/SafeHtml.tsx'],
    ignores: TESTS,
    rules: { 'no-restricted-syntax': restrictedSyntax({ htmlSink: false }) },
  },
  {
    files: ['loader/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': onlyTheContract(
        'The loader ships alone (a tiny classic script): at run time it may import only src/contract.ts ' +
          'and src/app/first-screen.ts. Move the value into src/contract.ts or into loader/. Type-only imports are fine.',
        '|app/first-screen$',
      ),
    },
  },
  {
    files: LOADER_BUNDLED,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '.*',
              allowTypeImports: true,
              message: 'The loader bundles this module (src/app/first-screen.ts): it may have type-only imports, nothing else.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/first-screen.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!.*/(${loaderBundledNames})$)`,
              allowTypeImports: true,
              message:
                'The loader bundles this module: at run time it may import only the request builders listed in LOADER_BUNDLED (eslint.config.js).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['examples/server/**/*.ts'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': onlyTheContract(
        'The reference server stands in for the backend and runs no widget code: at run time it may ' +
          'import only src/contract.ts (the host page fields). Type-only imports are fine.',
      ),
    },
  },
  {
    // Services hold the shop's rules and queries; the HTTP framework stays in routes/ and lib/.
    // A service reads the request through lib/context.ts's RequestScope, never hono's Context.
    files: ['examples/server/services/**/*.ts'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...onlyTheContract(
              'The reference server runs no widget code: at run time it may import only src/contract.ts. Type-only imports are fine.',
            )[1].patterns,
            {
              regex: '^(hono|@hono/.*)$',
              message: 'Services stay free of the HTTP framework: take a RequestScope (lib/context.ts), not a hono Context.',
            },
          ],
        },
      ],
    },
  },
);
