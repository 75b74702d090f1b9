import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import { startContentServer } from './content-server.ts';
import { findForm, loadContent, normalizeItemId, routeKey, routePathOfFile } from './content-store.ts';
import { get, layoutUrl } from './test-support.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function contentDir(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-server-'));
  temporary.push(dir);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const SITE = { name: 'tiny', languages: ['en'], notFoundPagePath: null };
const ROUTE = {
  name: 'Home',
  itemId: '11111111-2222-3333-4444-555555555555',
  fields: { link: { value: { href: '%CONTENT_ORIGIN%/x', text: 'at %CONTENT_ORIGIN% twice: %CONTENT_ORIGIN%' } } },
  placeholders: { main: [] },
};

describe('loading content', () => {
  it('serves a site from another content folder and replaces every origin token', async () => {
    const dir = await contentDir({
      'sites/tiny/site.json': SITE,
      'sites/tiny/en/routes/home.json': ROUTE,
      'feeds/news-en.json': { channel: { item: [{ title: 'x', link: '%CONTENT_ORIGIN%/news/x' }] } },
    });
    const server = await startContentServer({ apiKey: 'k', contentDir: dir });
    try {
      expect(server.siteName).toBe('tiny');
      const res = await get(layoutUrl(server, '/', 'en'));
      expect(res.status).toBe(200);
      const fields = (res.json as LayoutServiceData).sitecore.route?.fields as typeof ROUTE.fields;
      expect(fields.link.value).toEqual({ href: `${server.origin}/x`, text: `at ${server.origin} twice: ${server.origin}` });
      const feed = await get(`${server.origin}/feeds/news/en.json`);
      // One item comes as an object, as from feeds converted from XML (news-feed.ts).
      expect(feed.json).toEqual({ channel: { item: { title: 'x', link: `${server.origin}/news/x` } } });
    } finally {
      await server.close();
    }
  });

  it('refuses to start without a site, naming the folder', async () => {
    const dir = await contentDir({ 'README.md': '# nothing' });
    await expect(startContentServer({ apiKey: 'k', contentDir: dir })).rejects.toThrow(/no site in .*sites/);
  });

  it('refuses to start on a broken JSON file, naming it', async () => {
    const dir = await contentDir({
      'sites/tiny/site.json': SITE,
      'sites/tiny/en/routes/about.json': '{ "name": "about", ',
    });
    await expect(startContentServer({ apiKey: 'k', contentDir: dir })).rejects.toThrow(/about\.json: not valid JSON/);
  });

  it('refuses a route without placeholders', async () => {
    const dir = await contentDir({ 'sites/tiny/site.json': SITE, 'sites/tiny/en/routes/home.json': { name: 'Home' } });
    await expect(startContentServer({ apiKey: 'k', contentDir: dir })).rejects.toThrow(/home\.json: a route needs/);
  });

  it('loads form definitions as plain items, and refuses a form without an id or with one used twice', async () => {
    const form = { id: '{AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE}', path: '/sitecore/content/tiny/Forms/contact', fields: { title: { value: 'Hi' } } };
    const dir = await contentDir({ 'sites/tiny/site.json': SITE, 'sites/tiny/en/routes/home.json': ROUTE, 'sites/tiny/en/forms/contact.json': form });
    const store = await loadContent(dir, 'http://127.0.0.1:1');
    const en = store.sites.get('tiny')!.languages.get('en')!;
    expect(findForm(en, 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee')).toMatchObject({ name: 'contact', templateName: 'Form', displayName: 'contact' });
    expect(findForm(en, '/SITECORE/content/tiny/forms/Contact/')).toBe(findForm(en, form.id));
    expect(findForm(en, '/sitecore/content/tiny/Forms/other')).toBeUndefined();

    const noId = await contentDir({ 'sites/tiny/site.json': SITE, 'sites/tiny/en/forms/x.json': { path: '/x', fields: {} } });
    await expect(loadContent(noId, 'http://127.0.0.1:1')).rejects.toThrow(/x\.json: a form item needs an "id"/);
    const twice = await contentDir({
      'sites/tiny/site.json': SITE,
      'sites/tiny/en/forms/a.json': form,
      'sites/tiny/en/forms/b.json': { ...form, path: '/sitecore/content/tiny/Forms/b' },
    });
    await expect(loadContent(twice, 'http://127.0.0.1:1')).rejects.toThrow(/b\.json: another form has the id/);
  });

  it('refuses an empty API key', async () => {
    await expect(startContentServer({ apiKey: '' })).rejects.toThrow(/apiKey/);
  });
});

describe('paths and ids', () => {
  it('maps route files to route paths', () => {
    expect(routePathOfFile('home.json')).toBe('/');
    expect(routePathOfFile('about.json')).toBe('/about');
    expect(routePathOfFile(path.join('solutions', 'logistics.json'))).toBe('/solutions/logistics');
  });

  it('keys route paths the way Sitecore resolves them', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('')).toBe('/');
    expect(routeKey('About/')).toBe('/about');
    expect(routeKey('//Solutions//Logistics')).toBe('/solutions/logistics');
  });

  it('reads item ids in every spelling', () => {
    const id = '3ea3cda2-4122-5580-bae6-a66caa14bd41';
    expect(normalizeItemId('{3EA3CDA2-4122-5580-BAE6-A66CAA14BD41}')).toBe(id);
    expect(normalizeItemId('3ea3cda241225580bae6a66caa14bd41')).toBe(id);
    expect(normalizeItemId('/about')).toBeNull();
  });
});
