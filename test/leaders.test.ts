/**
 * The leader pages over real HTTP (issue 12): every Leader Page answers in both languages with
 * its name, designation and biography in the HTML, and its other-leaders carousel without it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const SITE = path.join(ROOT, 'content', 'sites', 'ports-group');
const slugs = readdirSync(path.join(SITE, 'en', 'routes', 'about', 'leadership'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

/** How the HTML writes a text: React escapes &, <, > and quotes. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function fieldsOf(language: string, slug: string): { name: string; designation: string; bio: string[] } {
  const route = JSON.parse(readFileSync(path.join(SITE, language, 'routes', 'about', 'leadership', `${slug}.json`), 'utf8'));
  // The bio is HTML already (its & written &amp;).
  const bio = [...String(route.fields.bio.value).matchAll(/<p>(.*?)<\/p>/g)].map((m) => m[1]!);
  return { name: route.fields.name.value, designation: route.fields.designation.value, bio };
}

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('leader pages', () => {
  it('has twelve', () => {
    expect(slugs).toHaveLength(12);
  });

  for (const language of ['en', 'ar'] as const) {
    it(`answers 200 for every leader in ${language} with name, designation and biography`, async () => {
      const prefix = language === 'ar' ? '/ar' : '';
      for (const slug of slugs) {
        const response = await get(server, `${prefix}/about/leadership/${slug}`);
        expect(response.status, slug).toBe(200);
        const { name, designation, bio } = fieldsOf(language, slug);
        expect(response.text, slug).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(name)}</h1>`));
        expect(response.text, slug).toContain(escapeHtml(designation));
        for (const paragraph of bio) expect(response.text, slug).toContain(`<p>${paragraph}</p>`);
        // The carousel links every other leader, never this one.
        const carousel = response.text.slice(response.text.indexOf('data-block="people-carousel"'));
        expect(carousel, slug).not.toContain(`href="${prefix}/about/leadership/${slug}"`);
        for (const other of slugs.filter((s) => s !== slug)) expect(carousel, `${slug} -> ${other}`).toContain(`href="${prefix}/about/leadership/${other}"`);
      }
    });
  }

  it('answers English leader pages under /en too', async () => {
    const response = await get(server, '/en/about/leadership/omar-farouk');
    expect([200, 301, 302, 308]).toContain(response.status);
  });

  it('serves the portraits', async () => {
    const response = await get(server, '/-/media/ports-group/people/amira-haddad.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers /about/leadership in both languages', async () => {
    expect((await get(server, '/about/leadership')).status).toBe(200);
    expect((await get(server, '/ar/about/leadership')).status).toBe(200);
  });
});
