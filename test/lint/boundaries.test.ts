/**
 * The architecture rules hold because lint fails on them: each case lints a small in-memory file
 * placed somewhere in the tree with the project's real eslint.config.js and checks which rule, if
 * any, stops it. Every snippet is otherwise clean, so "passes" means no message at all.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

type Message = { ruleId: string | null; message: string; severity: number };

const snippets = {
  crossFeatureApi: {
    filePath: 'src/features/shell/x.ts',
    code: "import { getProductDetails } from '../product/product-api';\nexport const load = getProductDetails;\n",
  },
  crossFeatureComponent: {
    filePath: 'src/features/shell/components/X.tsx',
    code: "import { ProductModalHost } from '../../product/components/ProductModalHost';\nexport const Host = ProductModalHost;\n",
  },
  publicSurface: {
    filePath: 'src/features/shell/x.ts',
    code: [
      "import { productDetailsRequested } from '../product/product-slice';",
      "import { selectProductDetails } from '../product/product-selectors';",
      "import { ProductModalHost } from '../product';",
      'export const surface = [productDetailsRequested, selectProductDetails, ProductModalHost];',
      '',
    ].join('\n'),
  },
  ownFeature: {
    filePath: 'src/features/product/x.ts',
    code: "import { getProductDetails } from './product-api';\nexport const load = getProductDetails;\n",
  },
  featureTest: {
    filePath: 'src/features/shell/__tests__/x.test.ts',
    code: "import { getProductDetails } from '../../product/product-api';\nexport const load = getProductDetails;\n",
  },
  libImportsFeature: {
    filePath: 'src/lib/x.ts',
    code: "import { selectCartCount } from '../features/cart/cart-selectors';\nexport const count = selectCartCount;\n",
  },
  libImportsApp: {
    filePath: 'src/lib/x.ts',
    code: "import { useAppSelector } from '../app/hooks';\nexport const use = useAppSelector;\n",
  },
  componentImportsApp: {
    filePath: 'src/components/X.tsx',
    code: "import { useDate } from '../app/use-date';\nexport const use = useDate;\n",
  },
  componentUsesSharedHooks: {
    filePath: 'src/components/X.tsx',
    code: [
      "import { useMoney, useSharedDispatch, useT } from '../lib/hooks/shared-hooks';",
      "import { paths } from '../lib/links/paths';",
      'export const shared = [useMoney, useSharedDispatch, useT, paths.home];',
      '',
    ].join('\n'),
  },
  componentImportsFeature: {
    filePath: 'src/components/X.tsx',
    code: "import { AddToCartButton } from '../features/cart';\nexport const Button = AddToCartButton;\n",
  },
  axiosInFeature: {
    filePath: 'src/features/cart/x.ts',
    code: "import axios from 'axios';\nexport const http = axios.create();\n",
  },
  axiosInClient: {
    filePath: 'src/lib/http/client.ts',
    code: "import axios from 'axios';\nexport const http = axios.create();\n",
  },
  lazyAxios: {
    filePath: 'src/features/cart/x.ts',
    code: "export const http = () => import('axios');\n",
  },
  rawSelector: {
    filePath: 'src/features/cart/components/X.tsx',
    code: "import { useSelector } from 'react-redux';\nexport const use = useSelector;\n",
  },
  providerOutsideHooks: {
    filePath: 'src/app/X.tsx',
    code: "import { Provider } from 'react-redux';\nexport const P = Provider;\n",
  },
  rawSelectorInHooks: {
    filePath: 'src/lib/hooks/store-hooks.ts',
    code: "import { useSelector } from 'react-redux';\nexport const use = useSelector;\n",
  },
  formikInFeature: {
    filePath: 'src/features/shell/components/X.tsx',
    code: "import { Formik } from 'formik';\nexport const F = Formik;\n",
  },
  formikInFormsLayer: {
    filePath: 'src/lib/forms/X.tsx',
    code: "import { Formik } from 'formik';\nexport const F = Formik;\n",
  },
  notistackInFeature: {
    filePath: 'src/features/shell/components/X.tsx',
    code: "import { SnackbarProvider } from 'notistack';\nexport const P = SnackbarProvider;\n",
  },
  htmlSinkInFeature: {
    filePath: 'src/features/pages/components/X.tsx',
    code: 'export const Page = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
  },
  htmlSinkInSafeHtml: {
    filePath: 'src/components/SafeHtml.tsx',
    code: 'export const Page = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n',
  },
  // i18n-selectors imports shop-selectors at run time (the active language), so this closes a loop.
  runtimeCycle: {
    filePath: 'src/features/shop/shop-selectors.ts',
    code: "import { selectLocale } from '../i18n/i18n-selectors';\nexport const locale = selectLocale;\n",
  },
  typeOnlyCycle: {
    filePath: 'src/features/shop/shop-selectors.ts',
    code: "import type { selectLocale } from '../i18n/i18n-selectors';\nexport type Locale = typeof selectLocale;\n",
  },
  loaderImportsLib: {
    filePath: 'loader/x.ts',
    code: "import { loadChunk } from '../src/lib/chunks/load-chunk';\nexport const load = loadChunk;\n",
  },
  loaderImportsContract: {
    filePath: 'loader/x.ts',
    code: "import { PAGE_FIELDS } from '../src/contract';\nimport type { AppStore } from '../src/app/store';\nexport const f: [typeof PAGE_FIELDS, AppStore | null] = [PAGE_FIELDS, null];\n",
  },
  serverImportsApp: {
    filePath: 'examples/server/services/x.ts',
    code: "import { formatMoney } from '../../../src/lib/money/format-money';\nexport const f = formatMoney;\n",
  },
  serverTypeImport: {
    filePath: 'examples/server/services/x.ts',
    code: "import type { ShellData } from '../../../src/contract';\nimport type { Id } from '../../../src/types/common';\nexport type T = [ShellData, Id];\n",
  },
  serviceImportsHono: {
    filePath: 'examples/server/services/x.ts',
    code: "import type { Context } from 'hono';\nexport type C = Context;\n",
  },
  routeImportsHono: {
    filePath: 'examples/server/routes/x.ts',
    code: "import type { Context } from 'hono';\nexport type C = Context;\n",
  },
  evalCall: {
    filePath: 'src/lib/x.ts',
    code: 'export const run = (source: string) => [eval(source), new Function(source)];\n',
  },
  handWrittenLinks: {
    filePath: 'src/features/shell/components/X.tsx',
    code: [
      "import { Link, NavLink } from 'react-router-dom';",
      'export const Links = ({ slug, on, label }: { slug: string; on: boolean; label: string }) => (',
      '  <>',
      '    <Link to="/cart">{label}</Link>',
      '    <NavLink to={`/category/${slug}`}>{label}</NavLink>',
      "    <Link to={on ? '/user/wishlist' : '/login'}>{label}</Link>",
      '  </>',
      ');',
      'export const tile = (slug: string) => ({ to: `/blog/${slug}` });',
      '',
    ].join('\n'),
  },
  handWrittenNavigation: {
    filePath: 'src/features/session/x.ts',
    code: [
      "import { call } from 'redux-saga/effects';",
      'declare const navigate: (to: string, options?: { replace?: boolean }) => void;',
      'export function* leave(q: string) {',
      '  navigate(`/products?q=${q}`);',
      "  yield call(navigate, '/login', { replace: true });",
      '}',
      '',
    ].join('\n'),
  },
  typedLinks: {
    filePath: 'src/features/shell/components/X.tsx',
    code: [
      "import { Link, useNavigate } from 'react-router-dom';",
      "import { call } from 'redux-saga/effects';",
      "import { paths } from '../../../lib/links/paths';",
      'export const Links = ({ slug, label }: { slug: string; label: string }) => {',
      '  const navigate = useNavigate();',
      "  const search = () => navigate({ search: '?page=2' });",
      '  return <><Link to={paths.product({ slug })} onClick={search}>{label}</Link><Link to="?page=2">{label}</Link></>;',
      '};',
      'export function* leave(navigate: (to: string) => void) { yield call(navigate, paths.login()); }',
      '',
    ].join('\n'),
  },
  // paths.ts itself writes patterns as literals: it builds strings and never navigates.
  pathsModule: {
    filePath: 'src/lib/links/paths.ts',
    code: "export const paths = { blog: (p: { slug: string }) => `/blog/${encodeURIComponent(p.slug)}`, cart: () => '/cart' };\n",
  },
  literalLinkInTest: {
    filePath: 'src/features/shell/__tests__/x.test.tsx',
    code: 'import { Link } from \'react-router-dom\';\nexport const L = () => <Link to="/cart">cart</Link>;\n',
  },
  hardCodedTexts: {
    filePath: 'src/features/shell/components/X.tsx',
    code: [
      'export const Bar = ({ open }: { open: boolean }) => (',
      '  <nav aria-label="Main menu">',
      '    <button type="button" title={\'Close\'}>Close</button>',
      "    <span>{open ? 'Hide' : '×'}</span>",
      '    <input placeholder={`Search ${open}`} />',
      '  </nav>',
      ');',
      '',
    ].join('\n'),
  },
  translatedTexts: {
    filePath: 'src/features/shell/components/X.tsx',
    code: [
      'const t = (key: string) => key;',
      'export const Bar = ({ page, pages }: { page: number; pages: number }) => (',
      '  <nav aria-label={t(\'main_menu\')} className="sf-bar">',
      '    <button type="button" title={t(\'close\')}><span aria-hidden="true">×</span></button>',
      '    <span>{page} / {pages}</span>',
      "    {page > 1 ? t('previous') : ' – '}",
      '  </nav>',
      ');',
      '',
    ].join('\n'),
  },
  featureFileCamelCase: { filePath: 'src/features/cart/cartSlice.ts', code: 'export const x = 1;\n' },
  featureFileDotted: { filePath: 'src/features/cart/cart.selectors.ts', code: 'export const x = 1;\n' },
  featureFileSingular: { filePath: 'src/features/cart/cart-selector.ts', code: 'export const x = 1;\n' },
  featureFileSliceTsx: { filePath: 'src/features/cart/cart-slice.tsx', code: 'export const x = 1;\n' },
  featureFileFolder: { filePath: 'src/features/cart/utils/format.ts', code: 'export const x = 1;\n' },
  featureComponentKebab: { filePath: 'src/features/cart/components/cart-line.tsx', code: 'export const x = 1;\n' },
  featureFilesAllowed: { filePath: 'src/features/cart/cart-coupon-slice.ts', code: 'export const x = 1;\n' },
  featureComponentAllowed: { filePath: 'src/features/cart/components/CartLine.tsx', code: 'export const x = 1;\n' },
  featureScreenAllowed: { filePath: 'src/features/cart/screens/CartScreen.tsx', code: 'export const x = 1;\n' },
  featureSdkAllowed: { filePath: 'src/features/payment/sdk/load-gateway.ts', code: 'export const x = 1;\n' },
  featureTestNamesFree: { filePath: 'src/features/cart/__tests__/support/Odd_name.ts', code: 'export const x = 1;\n' },
  textInTest: {
    filePath: 'src/features/shell/__tests__/x.test.tsx',
    code: 'export const Fake = () => <button type="button" aria-label="Close dialog">Close</button>;\n',
  },
} satisfies Record<string, { filePath: string; code: string }>;

type Case = keyof typeof snippets;
let results: Record<Case, Message[]>;

beforeAll(() => {
  const cases = Object.keys(snippets) as Case[];
  const run = spawnSync(process.execPath, [resolve(__dirname, 'lint-snippets.mjs')], {
    cwd: resolve(__dirname, '../..'),
    input: JSON.stringify(cases.map((name) => snippets[name])),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  const out: { messages: Message[] }[] = JSON.parse(run.stdout);
  results = Object.fromEntries(cases.map((name, i) => [name, out[i].messages])) as Record<Case, Message[]>;
}, 120_000);

const rulesOf = (name: Case) => results[name].map((m) => m.ruleId);
const messagesOf = (name: Case) => results[name].map((m) => m.message).join('\n');

describe('feature boundaries', () => {
  test("a feature reaching into another feature's internals fails and is told what to import instead", () => {
    expect(rulesOf('crossFeatureApi')).toEqual(['import-x/no-restricted-paths']);
    expect(messagesOf('crossFeatureApi')).toContain('Unexpected path "../product/product-api" imported in restricted zone.');
    expect(messagesOf('crossFeatureApi')).toContain('Feature "shell" may use feature "product" only through its public surface');
    expect(messagesOf('crossFeatureApi')).toContain(
      "Export what you need from src/features/product/index.ts and import it from '…/product'.",
    );
    expect(rulesOf('crossFeatureComponent')).toEqual(['import-x/no-restricted-paths']);
  });

  test("another feature's slice, selectors and index.ts pass; so do its own files and tests", () => {
    expect(results.publicSurface).toEqual([]);
    expect(results.ownFeature).toEqual([]);
    expect(results.featureTest).toEqual([]);
  });

  test('src/lib and src/components import no feature', () => {
    expect(rulesOf('libImportsFeature')).toEqual(['import-x/no-restricted-paths']);
    expect(messagesOf('libImportsFeature')).toContain('src/lib and src/components are shared by every feature and import none');
    expect(rulesOf('componentImportsFeature')).toEqual(['import-x/no-restricted-paths']);
  });

  test('src/lib and src/components import nothing from src/app; the shared hooks and paths in src/lib pass', () => {
    expect(rulesOf('libImportsApp')).toEqual(['import-x/no-restricted-paths']);
    expect(messagesOf('libImportsApp')).toContain('src/lib and src/components import nothing from src/app');
    expect(rulesOf('componentImportsApp')).toEqual(['import-x/no-restricted-paths']);
    expect(results.componentUsesSharedHooks).toEqual([]);
  });
});

describe('feature file names', () => {
  test('a near miss of the public surface, a wrong case or an unknown folder fails and says what to name it', () => {
    for (const name of [
      'featureFileCamelCase',
      'featureFileDotted',
      'featureFileSingular',
      'featureFileSliceTsx',
      'featureFileFolder',
      'featureComponentKebab',
    ] as const) {
      expect(rulesOf(name)).toEqual(['storefront/feature-file-names']);
    }
    expect(messagesOf('featureFileCamelCase')).toContain('name it <name>-slice.ts or <name>-selectors.ts');
    expect(messagesOf('featureFileSingular')).toContain('name it <name>-slice.ts or <name>-selectors.ts');
    expect(messagesOf('featureFileFolder')).toContain('not in "utils/"');
    expect(messagesOf('featureComponentKebab')).toContain('should be PascalCase .tsx');
  });

  test('kebab-case files at the top, PascalCase components and screens, sdk modules and any test name pass', () => {
    expect(results.featureFilesAllowed).toEqual([]);
    expect(results.featureComponentAllowed).toEqual([]);
    expect(results.featureScreenAllowed).toEqual([]);
    expect(results.featureSdkAllowed).toEqual([]);
    expect(results.featureTestNamesFree).toEqual([]);
  });
});

describe('single places', () => {
  test('axios only in the http client, statically or lazily', () => {
    expect(rulesOf('axiosInFeature')).toEqual(['no-restricted-imports']);
    expect(messagesOf('axiosInFeature')).toContain('Only src/lib/http/client.ts uses axios');
    expect(rulesOf('lazyAxios')).toEqual(['no-restricted-syntax']);
    expect(results.axiosInClient).toEqual([]);
  });

  test('raw react-redux hooks only in src/lib/hooks/store-hooks.ts; the rest of react-redux is free', () => {
    expect(rulesOf('rawSelector')).toEqual(['no-restricted-imports']);
    expect(messagesOf('rawSelector')).toContain('useAppSelector');
    expect(results.rawSelectorInHooks).toEqual([]);
    expect(results.providerOutsideHooks).toEqual([]);
  });

  test('formik only in the forms layer, notistack only in the notices module', () => {
    expect(rulesOf('formikInFeature')).toEqual(['no-restricted-imports']);
    expect(results.formikInFormsLayer).toEqual([]);
    expect(rulesOf('notistackInFeature')).toEqual(['no-restricted-imports']);
  });

  test('dangerouslySetInnerHTML only in SafeHtml', () => {
    expect(rulesOf('htmlSinkInFeature')).toEqual(['no-restricted-syntax']);
    expect(messagesOf('htmlSinkInFeature')).toContain('<SafeHtml>');
    expect(results.htmlSinkInSafeHtml).toEqual([]);
  });
});

describe('module graph', () => {
  test('a runtime import cycle fails; a type-only import closing the same loop does not', () => {
    expect(rulesOf('runtimeCycle')).toEqual(['import-x/no-cycle']);
    expect(results.typeOnlyCycle).toEqual([]);
  });

  test('the loader imports only src/contract.ts from src/ at run time; types from anywhere', () => {
    expect(rulesOf('loaderImportsLib')).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(messagesOf('loaderImportsLib')).toContain('The loader ships alone');
    expect(results.loaderImportsContract).toEqual([]);
  });

  test('the reference server runs no widget code; type-only imports pass', () => {
    expect(rulesOf('serverImportsApp')).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(results.serverTypeImport).toEqual([]);
  });

  test("the server's services take a RequestScope, not hono's Context; routes may use hono", () => {
    expect(rulesOf('serviceImportsHono')).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(results.routeImportsHono).toEqual([]);
  });

  test('no eval, no new Function', () => {
    expect(rulesOf('evalCall').sort()).toEqual(['no-eval', 'no-new-func']);
  });
});

describe('typed paths', () => {
  test("a literal path in a link's `to` fails, as a string, a template or either branch of a condition", () => {
    expect(rulesOf('handWrittenLinks')).toEqual(Array(5).fill('no-restricted-syntax'));
    expect(messagesOf('handWrittenLinks')).toContain('Build in-app links with `paths.*` from src/lib/links/paths.ts');
  });

  test('navigate() with a literal path fails, from a component or from a saga', () => {
    expect(rulesOf('handWrittenNavigation')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    expect(messagesOf('handWrittenNavigation')).toContain('paths.*');
  });

  test('links from paths.*, query-only links, paths.ts itself and tests pass', () => {
    expect(results.typedLinks).toEqual([]);
    expect(results.pathsModule).toEqual([]);
    expect(results.literalLinkInTest).toEqual([]);
  });
});

describe('texts from the language file', () => {
  test('words in JSX text, a string child or a spoken attribute fail, as a literal, a template or a branch', () => {
    expect(rulesOf('hardCodedTexts')).toEqual(Array(5).fill('no-restricted-syntax'));
    expect(messagesOf('hardCodedTexts')).toContain("Texts come from the shop's language file");
  });

  test('t(key), symbols, numbers, class names and tests pass', () => {
    expect(results.translatedTexts).toEqual([]);
    expect(results.textInTest).toEqual([]);
  });
});
