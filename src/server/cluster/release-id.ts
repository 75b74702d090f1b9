import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * The release's name in shared cache keys: RELEASE_ID when set, else the first 12 hex digits of
 * the SHA-256 of the client build's manifest (every build with other code has other asset hashes,
 * so another manifest), else `dev` (development renders through Vite and caches no pages).
 */
export async function releaseIdOf(configured: string | undefined, manifestPath: string | undefined): Promise<string> {
  if (configured) return configured;
  if (!manifestPath) return 'dev';
  try {
    return createHash('sha256')
      .update(await readFile(manifestPath))
      .digest('hex')
      .slice(0, 12);
  } catch {
    return 'unbuilt';
  }
}
