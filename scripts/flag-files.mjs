// Where the self-hosted flags (flag-icons, 4:3) come from and where the build puts them: one
// place for vite.config.ts (the codes and the address the browser uses) and copy-flags.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('flag-icons/package.json'));

export const FLAG_SOURCE_DIR = join(packageDir, 'flags', '4x3');
const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;

/** Under /assets/ (a year, immutable): the version in the folder name stands in for a hash. */
export const FLAG_ASSET_FOLDER = `flags-${version}`;

/** The lower-case ISO codes that have a flag file. */
export function flagCodes() {
  return readdirSync(FLAG_SOURCE_DIR)
    .filter((name) => /^[a-z]{2}\.svg$/.test(name))
    .map((name) => name.slice(0, 2))
    .sort();
}
