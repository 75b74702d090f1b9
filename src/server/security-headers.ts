import { randomToken } from './random-pool.ts';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/** A fresh nonce for one page: 128 random bits. */
export function createNonce(): string {
  return randomToken(16, 'base64');
}

/**
 * Which inline scripts a page trusts: this response's nonce (a page rendered for this response),
 * or the hashes of the scripts a cached page was rendered with (docs/decisions/011-page-cache.md).
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

/**
 * The page's Content-Security-Policy. Scripts run only with this response's nonce (or, on a page
 * from the page cache, only if their text has one of the hashes recorded when it was rendered);
 * whatever such a script loads is trusted in turn ('strict-dynamic': tag managers keep working), and the
 * configured hosts are there for browsers without 'strict-dynamic'. Styles may be inline:
 * styled-components writes style elements at run time. Framing is ours alone (the editing host
 * sets its own frame-ancestors for Sitecore's editor).
 *
 * The video block (src/components/video) needs three of these: its YouTube and Vimeo players are
 * frames (frame-src: www.youtube-nocookie.com, player.vimeo.com), their thumbnails images
 * (img-src: i.ytimg.com, vumbnail.com), and its video files media (media-src). Frames and images
 * already allow any https host, as CMS content may embed and show any; media-src says the same
 * for video and audio instead of falling back to default-src 'self': our media library is 'self'
 * (`/-/media/` is proxied to the CMS), but content-hub videos and an Experience Edge media library
 * live on the CMS's https hosts. No `data:` or `blob:` media: nothing here streams through them.
 */
export function pageCsp(trust: ScriptTrust | string, config: Pick<Config, 'cspScriptHosts'>): string {
  const hosts = config.cspScriptHosts.map((h) => (h.includes('://') ? h : `https://${h}`));
  const sources = typeof trust === 'string' ? `'nonce-${trust}'` : 'nonce' in trust ? `'nonce-${trust.nonce}'` : trust.hashes.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${sources} 'strict-dynamic' ${hosts.join(' ')}`.replace(/ +/g, ' ').trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:`,
    "font-src 'self' data:",
    "media-src 'self' https:",
    `connect-src 'self' ${hosts.join(' ')}`.trim(),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Gives every `<script` tag of a CMS-authored snippet this response's nonce (unless it has one). */
export function addNonceToScripts(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, (tag) => `${tag} nonce="${nonce}"`);
}

/** Headers every response carries, whatever route answered. */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.publicUrl.startsWith('https://') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): void {
  const headers = securityHeaders(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
}
