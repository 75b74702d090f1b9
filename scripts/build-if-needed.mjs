// `npm start` builds first when the production bundle is missing or older than the sources.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/host/server.mjs'].map((f) => join(root, f));
// Everything `npm run build` reads: the sources and entries (vite.config.ts's inputs, the SSR entry,
// server.ts for scripts/build-server.mjs), the configuration (package.json holds the build script
// itself), and the build's own scripts.
const inputs = [
  'src',
  'server.ts',
  'routes.ts',
  'entry-client.tsx',
  'entry-fragment.tsx',
  'entry-server.tsx',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/copy-flags.mjs',
  'scripts/flag-files.mjs',
  'scripts/precompress.mjs',
  'scripts/previous-releases.mjs',
  'scripts/kept-releases.mjs',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const built = outputs.every((f) => existsSync(f)) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const changed = Math.max(
  ...inputs
    .map((f) => join(root, f))
    .filter(existsSync)
    .map(newest),
);
if (changed > built) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No production build yet: building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
