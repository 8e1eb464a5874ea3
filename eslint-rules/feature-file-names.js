// A feature's public surface is chosen by file name (eslint.config.js, publicSurface): its
// *-slice.ts, *-selectors.ts and index.ts. A near miss ("cartSlice.ts", "cart.selectors.ts",
// "cart-selector.ts") would silently be private, or a new folder would hide files from the
// pattern, so the names in a feature folder are checked here.
import { relative, sep } from 'node:path';

/** What may stand where in src/features/<feature>/; tests (__tests__/, *.test.*) are free. */
const PLACES = [
  { folder: '', pattern: /^(index\.tsx?|[a-z][a-z0-9]*(-[a-z0-9]+)*\.tsx?)$/, says: 'kebab-case .ts/.tsx (e.g. cart-slice.ts)' },
  { folder: 'components', pattern: /^[A-Z][A-Za-z0-9]*\.tsx?$/, says: 'PascalCase .tsx (e.g. CartLine.tsx)' },
  { folder: 'screens', pattern: /^[A-Z][A-Za-z0-9]*\.tsx$/, says: 'PascalCase .tsx (e.g. CartScreen.tsx)' },
  { folder: 'sdk', pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+)*\.ts$/, says: 'kebab-case .ts' },
];

/** Names that look like the public surface but are not matched by it. */
const NEAR_MISS = /(-selector\.tsx?|-slice\.tsx|-selectors\.tsx|[._]slice\.tsx?|[._]selectors?\.tsx?|Slice\.tsx?|Selectors?\.tsx?)$/;

export const featureFileNames = {
  meta: {
    type: 'problem',
    docs: { description: 'Files in a feature folder follow the names the public surface and the layout rely on.' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const featuresDir = context.options[0]?.featuresDir;
    const path = relative(featuresDir, context.filename).split(sep);
    // [feature, ...rest]; outside src/features, or a test: nothing to check.
    if (path[0] === '..' || path.length < 2 || path.includes('__tests__') || /\.test\.tsx?$/.test(path.at(-1))) return {};
    const inside = path.slice(1);
    const name = inside.at(-1);
    const folder = inside.length === 1 ? '' : inside.slice(0, -1).join('/');
    const place = PLACES.find((p) => p.folder === folder);
    return {
      Program(node) {
        if (!place) {
          const allowed = PLACES.filter((p) => p.folder)
            .map((p) => `${p.folder}/`)
            .join(', ');
          context.report({ node, message: `A feature holds files at its top, in ${allowed} or in __tests__/; not in "${folder}/".` });
        } else if (NEAR_MISS.test(name)) {
          context.report({
            node,
            message: `"${name}" looks like a feature's public surface but is not: name it <name>-slice.ts or <name>-selectors.ts (index.ts for the rest).`,
          });
        } else if (!place.pattern.test(name)) {
          context.report({ node, message: `"${name}" in ${folder || 'a feature folder'}/ should be ${place.says}.` });
        }
      },
    };
  },
};
