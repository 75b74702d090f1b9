/**
 * `GET /embeds/{name}.html`: the site's own embeddable pages (content/embeds/), framed by the
 * Iframe block (spec 003: the investor share-price panel, the country terminal map).
 *
 * - Only the names in EMBED_NAMES; anything else under /embeds/ (other files, sub-paths,
 *   `..`, encoded slashes) is a 404. Files are read once at start and served from memory, so no
 *   request ever reaches the file system with a name it chose.
 * - Each page has its own Content-Security-Policy: nothing from anywhere (`default-src 'none'`),
 *   its inline scripts and styles by their SHA-256 (computed here from the file, so an edited
 *   page keeps working and nothing else runs), images only inline (`data:`), and
 *   `frame-ancestors 'self'`: only the site itself may frame it (X-Frame-Options SAMEORIGIN for
 *   older browsers).
 * - Cached like the fonts' stable names (a day), with an ETag and 304s.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';

/** The pages served, by name (`/embeds/{name}.html`). */
export const EMBED_NAMES = ['share-price', 'terminal-map'] as const;
export type EmbedName = (typeof EMBED_NAMES)[number];

export const EMBEDS_PREFIX = '/embeds/';
export const EMBEDS_CACHE_CONTROL = 'public, max-age=86400';
export const DEFAULT_EMBEDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'embeds');

export interface EmbedPage {
  body: string;
  etag: string;
  csp: string;
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The inline `<script>` and `<style>` bodies of a page, for its CSP hashes. */
export function inlineBlocks(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The page's policy: its own inline scripts and styles by hash, inline images, nothing else. */
export function embedCsp(html: string): string {
  const scripts = inlineBlocks(html, 'script').map(sha256);
  const styles = inlineBlocks(html, 'style').map(sha256);
  return [
    "default-src 'none'",
    `script-src ${scripts.length > 0 ? scripts.join(' ') : "'none'"}`,
    `style-src ${styles.length > 0 ? styles.join(' ') : "'none'"}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Reads the allow-listed pages; a missing or unreadable one is logged and answers 404. */
export function loadEmbedPages(dir: string, logger?: Pick<Logger, 'warn'>): Map<string, EmbedPage> {
  const pages = new Map<string, EmbedPage>();
  for (const name of EMBED_NAMES) {
    try {
      const body = readFileSync(join(dir, `${name}.html`), 'utf8');
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      pages.set(`${name}.html`, { body, etag, csp: embedCsp(body) });
    } catch (error) {
      logger?.warn({ err: error, embed: name }, 'Embed page missing: /embeds/%s.html answers 404');
    }
  }
  return pages;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found', message: 'No such embed.' });
}

export function registerEmbedsRoute(app: FastifyInstance, options: { dir?: string; logger?: Pick<Logger, 'warn'> } = {}): void {
  const pages = loadEmbedPages(options.dir ?? DEFAULT_EMBEDS_DIR, options.logger);
  app.get(`${EMBEDS_PREFIX}*`, async (request, reply) => {
    const name = (request.params as { '*'?: string })['*'] ?? '';
    const page = pages.get(name);
    if (!page) return notFound(reply);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', EMBEDS_CACHE_CONTROL)
      .header('etag', page.etag)
      .header('content-security-policy', page.csp)
      .header('x-frame-options', 'SAMEORIGIN');
    const match = request.headers['if-none-match'];
    if (typeof match === 'string' && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      return reply.status(304).send();
    }
    return reply.send(page.body);
  });
}
