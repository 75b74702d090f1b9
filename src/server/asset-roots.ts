import { join } from 'node:path';
import { keptReleases } from '../../scripts/kept-releases.mjs';

/**
 * The folders /assets/ serves from, first found first served: the build's own client files, then
 * those of the earlier releases the build keeps (scripts/previous-releases.mjs), newest first. A
 * page made by an earlier release (held by a CDN, a browser or a stale cache) names that
 * release's hashed chunks; they are still here, so its islands hydrate (issue 27, release skew).
 * A name carries its file's content hash, so the same name in two folders is the same file.
 */
export function assetRootsOf(distDir: string): string[] {
  return [join(distDir, 'client', 'assets'), ...keptReleases(distDir)];
}
