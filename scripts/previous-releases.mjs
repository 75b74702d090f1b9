// The command `npm run build` runs before and after Vite's build: scripts/kept-releases.mjs says why.
import { relative, join } from 'node:path';
import { statSync } from 'node:fs';
import { PREVIOUS_ASSETS, dedupeKeptReleases, filesUnder, keepCurrentRelease, keptReleases } from './kept-releases.mjs';

const [command, dist = new URL('../dist', import.meta.url).pathname] = process.argv.slice(2);
if (command === 'keep') keepCurrentRelease(dist);
else if (command === 'dedupe') {
  dedupeKeptReleases(dist);
  const releases = keptReleases(dist);
  const files = releases.flatMap((release) => filesUnder(release).map((file) => join(release, file)));
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `${releases.length} earlier release(s) kept in ${relative(process.cwd(), join(dist, PREVIOUS_ASSETS)) || '.'}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`,
  );
} else {
  console.error('usage: node scripts/previous-releases.mjs keep|dedupe [dist folder]');
  process.exit(2);
}
