// After the client build: the flags the site may show, as plain files under
// dist/client/assets/flags-<version>/ (the browser names them by code, no script per flag).
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FLAG_ASSET_FOLDER, FLAG_SOURCE_DIR, flagCodes } from './flag-files.mjs';

const target = new URL(`../dist/client/assets/${FLAG_ASSET_FOLDER}/`, import.meta.url).pathname;
mkdirSync(target, { recursive: true });
const codes = flagCodes();
for (const code of codes) copyFileSync(join(FLAG_SOURCE_DIR, `${code}.svg`), join(target, `${code}.svg`));
console.log(`copied ${codes.length} flags to dist/client/assets/${FLAG_ASSET_FOLDER}`);
