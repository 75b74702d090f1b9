// The client files of earlier releases, kept beside the new build (issue 27, release skew): a page
// made by release N (in a CDN, a browser, the page cache's stale copy) still names N's hashed
// chunks when the server already runs N+1, and the server serves them from here
// (dist/previous-assets/, src/server/asset-roots.ts). `npm run build` calls this twice:
//
//   node scripts/previous-releases.mjs keep [dist]    before `vite build`, which empties dist/client:
//     the build in dist/client/assets (the release being replaced) moves to
//     dist/previous-assets/<when>-<manifest hash>/;
//   node scripts/previous-releases.mjs dedupe [dist]  after the new build: a file the new build (or
//     a newer kept release) has under the same name is the same file (the name carries its
//     content's hash), so the older copy goes; a kept release left empty goes too; then only the
//     newest KEPT_RELEASES stay.
//
// The container image carries the folder from one image to the next (Dockerfile: PREVIOUS_IMAGE).
// This file holds the rules; scripts/previous-releases.mjs is the command.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
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

/**
 * Moves the current build's assets among the kept releases. Their folder name starts with a
 * sequence that only grows (the time, or one more than the newest kept, should this machine's
 * clock be behind the one that built the release before). Pruning waits for the dedupe: a
 * rebuild without a change must not push a real release out.
 */
export function keepCurrentRelease(dist, now = Date.now()) {
  const assets = join(dist, 'client', 'assets');
  const manifest = join(dist, 'client', '.vite', 'manifest.json');
  if (!existsSync(assets) || !existsSync(manifest)) return;
  const id = createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 12);
  const newest = keptReleases(dist)[0];
  const after = newest ? Number(basename(newest).split('-')[0]) + 1 : 0;
  const target = join(dist, PREVIOUS_ASSETS, `${String(Math.max(now, Number.isFinite(after) ? after : 0)).padStart(15, '0')}-${id}`);
  mkdirSync(join(dist, PREVIOUS_ASSETS), { recursive: true });
  try {
    renameSync(assets, target);
  } catch (error) {
    // In an image build the folder comes from an earlier layer, which overlayfs may refuse to
    // rename (EXDEV): copy it instead.
    if (error?.code !== 'EXDEV' && error?.code !== 'EPERM') throw error;
    cpSync(assets, target, { recursive: true });
    rmSync(assets, { recursive: true, force: true });
  }
}

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/**
 * Removes from each kept release what the current build or a newer kept release already serves,
 * drops the releases left empty, then keeps the newest KEPT_RELEASES.
 */
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
  for (const old of keptReleases(dist).slice(KEPT_RELEASES)) rmSync(old, { recursive: true, force: true });
}

function removeEmptyFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
