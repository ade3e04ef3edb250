// The server built to JavaScript, so that `npm start` runs it with plain node: src/server/main.ts
// and everything it imports from the repository in one file, dist/server/main.js (packages stay
// imports from node_modules), with the files it reads at run time copied beside it, as
// src/server/runtime-files.ts expects them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');

/** Each file or folder the server reads at run time, and its name in dist/server. */
const runtimeFiles = {
  'src/server/db/migrations': 'migrations',
  'src/server/odf/xml-worker.mjs': 'xml-worker.mjs',
  'src/server/features/import/sheet-reader': 'sheet-reader',
};

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
for (const [from, to] of Object.entries(runtimeFiles)) {
  fs.cpSync(path.join(root, from), path.join(outDir, to), {
    recursive: true,
  });
}
console.log(`built the server: ${path.relative(root, outDir)}/main.js`);
