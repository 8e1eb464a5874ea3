// Once per jest run: a fresh folder for the seeded-database copies the reference server's test
// helpers share (examples/server/testing/helpers.ts). Workers inherit the variable; a new run never
// sees an older run's copies, so a changed seed or schema cannot leak in.
// STOREFRONT_TEST_DB_TEMPLATES=off seeds every test server afresh (to compare, or to rule the copies out).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function globalSetup() {
  if (process.env.STOREFRONT_TEST_DB_TEMPLATES === 'off') return;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-db-'));
  process.env.STOREFRONT_TEST_DB_TEMPLATES = dir;
  // For global-teardown.mjs (jest shares globals, not this process's environment, between the two).
  globalThis.storefrontTestDbTemplates = dir;
}
