import { readdirSync } from 'node:fs';
import type { RewriteHandler } from './server-context.ts';

const FONT_FILE = /^[\w.-]+\.(woff2|woff|ttf|otf)$/;
/** Vite's content hash before the extension: `inter-latin-wght-normal-Dx4kXJAl.woff2`. */
const HASHED = /^(.+)-[\w-]{8}\.(woff2|woff|ttf|otf)$/;

/**
 * `/{locale}/fonts/*` (routes.ts: `fonts`): the self-hosted fonts of the build, by their hashed
 * name (kept a year) or by their stable name without the hash (kept a day), so another site can
 * link them. Only font files of the build's asset folder; nothing else is reachable.
 */
export function createFontsHandler(assetsDir: string | undefined): RewriteHandler {
  const files = new Map<string, { file: string; immutable: boolean }>();
  if (assetsDir) {
    for (const file of readdirSync(assetsDir)) {
      if (!FONT_FILE.test(file)) continue;
      files.set(file, { file, immutable: true });
      const stable = HASHED.exec(file);
      if (stable) files.set(`${stable[1]}.${stable[2]}`, { file, immutable: false });
    }
  }
  return (_request, reply, match) => {
    const found = files.get(match.params.path ?? '');
    if (!found || !assetsDir) {
      return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found', message: 'No such font.' });
    }
    // Fonts are requested in CORS mode, also by pages on other origins that embed our fragments.
    reply.header('access-control-allow-origin', '*');
    return reply.sendFile(found.file, assetsDir, { immutable: found.immutable, maxAge: found.immutable ? '365d' : '1d' });
  };
}
