import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './content-store.ts';
import { parseRedirects } from './site-redirects.ts';

const RULE = {
  pattern: '/company',
  target: '/about',
  redirectType: 'REDIRECT_301',
  isQueryStringPreserved: false,
  isLanguagePreserved: true,
  locale: null,
};
const LANGUAGES = ['en', 'ar'];

describe('parseRedirects', () => {
  it('reads every field of every entry, in order, and no "redirects" as none', () => {
    const second = { ...RULE, pattern: '^/x/(.*)$', target: 'https://example.com/$1', redirectType: 'SERVER_TRANSFER', locale: 'ar' };
    expect(parseRedirects([RULE, second], LANGUAGES, 'site.json')).toEqual([RULE, second]);
    expect(parseRedirects(undefined, LANGUAGES, 'site.json')).toEqual([]);
    expect(parseRedirects([], LANGUAGES, 'site.json')).toEqual([]);
  });

  it('keeps a pattern that is not a valid regular expression: Edge hands out what editors saved', () => {
    expect(parseRedirects([{ ...RULE, pattern: '^/(unclosed' }], LANGUAGES, 'site.json')[0]?.pattern).toBe('^/(unclosed');
  });

  it.each([
    ['not an array', { pattern: '/x' }, /site\.json: "redirects" must be an array/],
    ['an entry that is not an object', ['/x'], /site\.json: redirects\[0\]: expected \{ pattern/],
    ['an empty pattern', [{ ...RULE, pattern: ' ' }], /redirects\[0\]: "pattern" must be a non-empty string/],
    ['a missing target', [RULE, { ...RULE, target: undefined }], /redirects\[1\]: "target" must be a non-empty string/],
    [
      'an unknown redirect type',
      [{ ...RULE, redirectType: '301' }],
      /redirects\[0\]: "redirectType" must be one of REDIRECT_301, REDIRECT_302, SERVER_TRANSFER/,
    ],
    ['a flag given as text', [{ ...RULE, isQueryStringPreserved: 'false' }], /"isQueryStringPreserved" must be true or false/],
    ['a missing flag', [{ ...RULE, isLanguagePreserved: undefined }], /"isLanguagePreserved" must be true or false/],
    ['a locale the site lacks', [{ ...RULE, locale: 'fr' }], /"locale" must be null or one of the site's languages \(en, ar\)/],
    ['a misspelt field', [{ ...RULE, isQuerystringPreserved: true }], /unknown field "isQuerystringPreserved"/],
  ])('refuses %s, naming the file and the entry', (_case, raw, message) => {
    expect(() => parseRedirects(raw, LANGUAGES, 'site.json')).toThrow(message);
  });
});

describe('loading a site with redirects', () => {
  const temporary: string[] = [];
  afterEach(async () => {
    await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function siteWith(redirects: unknown): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-redirects-'));
    temporary.push(dir);
    await mkdir(path.join(dir, 'sites', 'tiny', 'en', 'routes'), { recursive: true });
    await writeFile(path.join(dir, 'sites', 'tiny', 'site.json'), JSON.stringify({ name: 'tiny', languages: ['en'], redirects }));
    await writeFile(path.join(dir, 'sites', 'tiny', 'en', 'routes', 'home.json'), JSON.stringify({ name: 'Home', placeholders: {} }));
    return dir;
  }

  it('keeps the entries on the site definition, frozen', async () => {
    const store = await loadContent(await siteWith([RULE]), 'http://127.0.0.1:1');
    const redirects = store.sites.get('tiny')?.definition.redirects;
    expect(redirects).toEqual([RULE]);
    expect(Object.isFrozen(redirects?.[0])).toBe(true);
  });

  it('refuses to load a malformed entry, naming site.json', async () => {
    await expect(loadContent(await siteWith([{ ...RULE, redirectType: 'MOVED' }]), 'http://127.0.0.1:1')).rejects.toThrow(
      /sites[/\\]tiny[/\\]site\.json: redirects\[0\]: "redirectType" must be one of/,
    );
  });
});
