// Empties the output folder just before rollup writes a build. Hashed file names never overwrite
// the previous build's, so without this dist/app keeps every chunk ever built (and their .br/.gz
// copies), and a host that copies dist/ to its shop, as the README says, copies them all. List it
// first: the manifest plugin writes its file in the same hook. A server reading dist/ during a
// rebuild (npm start) may answer 404 for the moment in between.
import { rm } from 'node:fs/promises';

export function cleanOutput() {
  return {
    name: 'clean-output',
    async generateBundle(options, _bundle, isWrite) {
      if (isWrite && options.dir) await rm(options.dir, { recursive: true, force: true });
    },
  };
}
