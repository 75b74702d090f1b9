import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The editing host as Sitecore Pages calls it (docs/editing-host.md): the URLs Pages builds for
 * the render endpoint, the config request it sends with its own bearer token, and the origins
 * Sitecore's Content SDK allows by default. The server runs without EDITING_ORIGINS, so the
 * defaults are what is tested.
 */

const SECRET = 'editing-secret-0123456789abcdef';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
/** Where Pages runs today; the first two are older addresses, still allowed by the SDK. */
const SITECORE_ORIGINS = [
  'https://pages.sitecorecloud.io',
  'https://xmapps.sitecorecloud.io',
  'https://designlibrary.sitecorecloud.io',
  'https://app.sitecorecloud.io',
];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ SITECORE_EDITING_SECRET: SECRET });
});
afterAll(() => server?.close());

/**
 * The render URL as Pages' canvas builds it: the host URL's own parameters kept, the item id in
 * braces and upper case, `sc_variant`, `sc_layoutKind` in lower case, `tenant_id` (sometimes empty).
 */
function pagesRenderUrl(mode: 'edit' | 'preview', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ hostParam: 'kept' });
  query.append('sc_itemid', `{${ABOUT_ID.toUpperCase()}}`);
  query.append('sc_lang', 'en');
  query.append('sc_site', 'ports-group');
  query.append('sc_version', '1');
  query.append('sc_variant', 'default');
  query.append('sc_layoutKind', 'final');
  query.append('mode', mode);
  query.append('secret', SECRET);
  query.append('route', '/about');
  query.append('tenant_id', '');
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `/api/editing/render?${query}`;
}

describe('the render endpoint, called as Pages calls it', () => {
  it('renders edit and preview mode from the URL Pages builds, framed by its origin', async () => {
    for (const mode of ['edit', 'preview'] as const) {
      const response = await get(server, pagesRenderUrl(mode), { origin: 'https://app.sitecorecloud.io' });
      expect(response.status, mode).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.sitecorecloud.io');
      const frameAncestors = (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('frame-ancestors'));
      expect(frameAncestors).toBe(`frame-ancestors 'self' ${SITECORE_ORIGINS.join(' ')}`);
      expect(response.text.includes('text/sitecore'), mode).toBe(mode === 'edit');
    }
  });

  it('takes a route without its leading slash as the SDK does', async () => {
    const response = await get(server, pagesRenderUrl('edit', { route: 'about' }));
    expect(response.status).toBe(200);
    expect(response.text.toLowerCase()).toContain(ABOUT_ID);
  });

  it('answers a wrong secret with 401 and the CORS headers, so Pages can read why', async () => {
    const response = await get(server, pagesRenderUrl('edit', { secret: 'not-the-secret' }), { origin: 'https://pages.sitecorecloud.io' });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://pages.sitecorecloud.io');
    expect(JSON.parse(response.text)).toMatchObject({ code: 'EDITING_SECRET_INVALID', message: 'Missing or invalid editing secret.' });
  });

  it('names every missing parameter the SDK requires', async () => {
    const query = new URLSearchParams({ secret: SECRET, mode: 'edit' });
    const response = await get(server, `/api/editing/render?${query}`);
    expect(response.status).toBe(400);
    const { message } = JSON.parse(response.text) as { message: string };
    for (const name of ['sc_itemid', 'sc_lang', 'sc_site', 'route']) expect(message).toContain(`${name} is required`);
  });
});

describe('the config endpoint, called as Pages calls it', () => {
  it('lets the preflight of a request with a bearer token through, for each Sitecore origin', async () => {
    for (const origin of SITECORE_ORIGINS) {
      const preflight = await fetch(`${server.url}/api/editing/config?secret=${SECRET}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
      expect(allowed).toContain('authorization');
    }
  });

  it('answers the shape Pages parses: components, exact package versions with a Content SDK entry, metadata mode', async () => {
    const response = await get(server, `/api/editing/config?secret=${SECRET}`, {
      origin: 'https://pages.sitecorecloud.io',
      authorization: 'Bearer a-pages-token',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(response.text) as { components: unknown; packages: Record<string, string>; editMode: string };
    expect(body.editMode).toBe('metadata');
    expect(Array.isArray(body.components)).toBe(true);
    // Pages previews through this host only when a Content SDK package is listed.
    expect(Object.keys(body.packages).some((name) => name.startsWith('@sitecore-content-sdk/'))).toBe(true);
    // Not the Next.js package: Pages would take it for a Next.js host with component A/B testing.
    expect(body.packages).not.toHaveProperty('@sitecore-content-sdk/nextjs');
    for (const [name, version] of Object.entries(body.packages)) expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses an origin outside the list, preflight or not', async () => {
    const origin = 'https://pages.sitecorecloud.io.evil.example';
    const refused = await get(server, `/api/editing/config?secret=${SECRET}`, { origin });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/editing/config`, { method: 'OPTIONS', headers: { origin } });
    expect(preflight.status).toBe(403);
  });
});
