// After the client and render builds: the server itself (server.ts and everything it imports from
// src/ and routes.ts) as one ES module, dist/host/server.mjs, which `npm start` and the container
// run with plain node. Loading the TypeScript through tsx at run time cost about 57 MB of resident
// memory (the loader, and the transpiled source it keeps of every module) and a slower start.
// Packages stay outside (node_modules is installed beside it); only our own code is bundled.
// The file sits two folders below the root, as src/server/*.ts do, so the paths those modules
// take from import.meta.url (the root, content/, package.json) still resolve.
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
await build({
  absWorkingDir: root,
  entryPoints: ['server.ts'],
  outfile: 'dist/host/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // A map beside it for `node --enable-source-maps dist/host/server.mjs` when reading a stack.
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
});
console.log('built the server: dist/host/server.mjs');
