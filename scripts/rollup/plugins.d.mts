// Types for plugins.mjs, so TypeScript tests can import it.
import type { Plugin } from 'rollup';
import type { Targets } from 'lightningcss';

export const CSS_TARGETS: Targets;
export function minifyCss(css: string, filename: string, warn?: (message: string) => void): string;
/** CSS files compiled into the importing chunk and adopted into the widget's root when it loads. */
export function cssModules(registry?: string): Plugin;
export function manifest(file: string): Plugin;
export function appEntryConstant(manifestFile: string, prefix: string): Plugin;
export function reactRouterProduction(): Plugin;
