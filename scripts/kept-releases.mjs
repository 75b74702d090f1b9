// The client files of earlier releases, kept beside the new build (issue 27, release skew): a page
// made by release N (in a CDN, a browser, the page cache's stale copy) still names N's hashed
// chunks when the server already runs N+1, and the server serves them from here
// (dist/previous-assets/, src/server/asset-roots.ts). `npm run build` calls this twice:
//
//   node scripts/previous-releases.mjs keep [dist]    before `vite build`, which empties dist/client:
//     the build in dist/client/assets (the release being replaced) moves to
//     dist/previous-assets/<when>-<manifest hash>/, and only the newest KEPT_RELEASES stay;
//   node scripts/previous-releases.mjs dedupe [dist]  after the new build: a file the new build (or
//     a newer kept release) has under the same name is the same file (the name carries its
//     content's hash), so the older copy goes; a kept release left empty goes too.
//
// The container image carries the folder from one image to the next (Dockerfile: PREVIOUS_IMAGE).
// This file holds the rules; scripts/previous-releases.mjs is the command.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** How many earlier releases keep their files: pages older than that recover by reloading (island-runtime). */
export const KEPT_RELEASES = 3;
export const PREVIOUS_ASSETS = 'previous-assets';

/** The kept releases, newest first (their folder names start with the time they were replaced). */
export function keptReleases(dist) {
  const dir = join(dist, PREVIOUS_ASSETS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name))
    .sort()
    .reverse();
}

/** Moves the current build's assets among the kept releases; keeps the newest KEPT_RELEASES. */
export function keepCurrentRelease(dist, now = Date.now()) {
  const assets = join(dist, 'client', 'assets');
  const manifest = join(dist, 'client', '.vite', 'manifest.json');
  if (existsSync(assets) && existsSync(manifest)) {
    const id = createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
    const target = join(dist, PREVIOUS_ASSETS, `${String(now).padStart(15, '0')}-${id}`);
    mkdirSync(join(dist, PREVIOUS_ASSETS), { recursive: true });
    renameSync(assets, target);
  }
  for (const old of keptReleases(dist).slice(KEPT_RELEASES)) rmSync(old, { recursive: true, force: true });
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/** Removes from each kept release what the current build or a newer kept release already serves. */
export function dedupeKeptReleases(dist) {
  const current = join(dist, 'client', 'assets');
  const served = new Set(existsSync(current) ? filesUnder(current) : []);
  for (const release of keptReleases(dist)) {
    for (const file of filesUnder(release)) {
      if (served.has(file)) rmSync(join(release, file));
      else served.add(file);
    }
    removeEmptyFolders(release);
  }
}

function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
