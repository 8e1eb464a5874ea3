// Removes the run's seeded-database copies (see global-setup.mjs).
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const dir = globalThis.storefrontTestDbTemplates;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
