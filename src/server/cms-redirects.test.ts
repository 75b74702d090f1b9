import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CmsReadOptions, CmsResult } from '../cms/cms.ts';
import { CmsError } from '../cms/errors.ts';
import type { RedirectRule } from '../cms/redirects.ts';
import { createCmsRedirects, FAILURE_PAUSE_MS, type CmsRedirectType } from './cms-redirects.ts';
import type { RedirectRequest } from './redirect-map.ts';
import { PREVIEW_SECRET_HEADER } from './editor-access.ts';

const SECRET = 'editing-secret-0123456789abcdef';
const visitor = { headers: {} } as FastifyRequest;
const editor = { headers: { [PREVIEW_SECRET_HEADER]: SECRET } } as unknown as FastifyRequest;
const COMPANY: RedirectRule = {
  pattern: '/company',
  target: '/about',
  redirectType: 'REDIRECT_301',
  isQueryStringPreserved: false,
  isLanguagePreserved: true,
  locale: null,
};
/** A back-reference: RE2 cannot run it, so the map skips it with a log line. */
const UNSAFE: RedirectRule = { ...COMPANY, pattern: '^/(news|insights)/\\1$', target: '/' };
const company = { locale: 'default', path: '/company', search: '' } as const;

/** A CMS whose map the test swaps, counting reads and how they were asked. */
function fakeCms(initial: RedirectRule[] | Error, siteName = 'ports-group') {
  const state = { answer: initial, reads: [] as Array<CmsReadOptions | undefined> };
  return {
    state,
    cms: {
      siteName,
      async getRedirects(opts?: CmsReadOptions): Promise<CmsResult<RedirectRule[]>> {
        state.reads.push(opts);
        if (state.answer instanceof Error) throw state.answer;
        return { data: state.answer, tags: ['redirects'], ms: 0, cache: 'hit' };
      },
    },
  };
}

function setup(initial: RedirectRule[] | Error) {
  const { cms, state } = fakeCms(initial);
  const lines: string[] = [];
  const counted: CmsRedirectType[] = [];
  const clock = { now: 1_000 };
  const shared = createCmsRedirects({
    log: { warn: (_obj, msg) => void lines.push(msg) },
    editingSecret: SECRET,
    count: (type) => void counted.push(type),
    now: () => clock.now,
  });
  // One site's map: the page route passes the request's site (sites.ts).
  const redirects = { find: (request: FastifyRequest, target: RedirectRequest) => shared.find(request, target, cms) };
  return { redirects, shared, state, lines, counted, clock };
}

describe('createCmsRedirects', () => {
  it('compiles a map once per version: the same array is not compiled again, a new one is', async () => {
    const rules = [COMPANY, UNSAFE];
    const { redirects, state, lines, counted } = setup(rules);
    for (let i = 0; i < 5; i++) expect(await redirects.find(visitor, company)).toMatchObject({ kind: 'redirect', location: '/about' });
    // The skipped rule's line is written when the map is compiled: once.
    expect(lines.filter((line) => line.includes('skipped'))).toHaveLength(1);
    state.answer = [...rules];
    await redirects.find(visitor, company);
    expect(lines.filter((line) => line.includes('skipped'))).toHaveLength(2);
    expect(counted).toEqual(['301', '301', '301', '301', '301', '301']);
  });

  it('serves pages without redirects when the map cannot be read, and waits before asking again', async () => {
    const { redirects, state, lines, clock } = setup(new CmsError('CMS_UNAVAILABLE', 'down'));
    expect(await redirects.find(visitor, company)).toBeUndefined();
    expect(await redirects.find(visitor, company)).toBeUndefined();
    expect(state.reads).toHaveLength(1);
    expect(lines).toEqual(['CMS redirect map unavailable; pages are served without its redirects']);
    state.answer = [COMPANY];
    clock.now += FAILURE_PAUSE_MS - 1;
    expect(await redirects.find(visitor, company)).toBeUndefined();
    clock.now += 1;
    expect(await redirects.find(visitor, company)).toMatchObject({ kind: 'redirect' });
    expect(state.reads).toHaveLength(2);
  });

  it("pauses one site's failing map, not another site's", async () => {
    const { shared, clock } = setup(new CmsError('CMS_UNAVAILABLE', 'down'));
    const other = fakeCms([COMPANY], 'drydocks');
    await shared.find(visitor, company, fakeCms(new CmsError('CMS_UNAVAILABLE', 'down')).cms);
    clock.now += 1;
    expect(await shared.find(visitor, company, other.cms)).toMatchObject({ kind: 'redirect', location: '/about' });
  });

  it("reads the map fresh for an editor's preview, even while visitors' reads are paused", async () => {
    const { redirects, state } = setup(new CmsError('CMS_UNAVAILABLE', 'down'));
    await redirects.find(visitor, company);
    state.answer = [COMPANY];
    expect(await redirects.find(editor, company)).toMatchObject({ kind: 'redirect' });
    expect(state.reads).toEqual([undefined, { fresh: true }]);
  });

  it('takes a map that breaks the compiler for no map, said once', async () => {
    const { redirects, lines } = setup([{ ...COMPANY, pattern: undefined } as unknown as RedirectRule]);
    expect(await redirects.find(visitor, company)).toBeUndefined();
    expect(await redirects.find(visitor, company)).toBeUndefined();
    expect(lines).toEqual(['CMS redirect map could not be compiled; pages are served without its redirects']);
  });

  it('counts transfers and 302s by type', async () => {
    const { redirects, counted } = setup([
      { ...COMPANY, pattern: '/jobs', target: '/careers', redirectType: 'REDIRECT_302' },
      { ...COMPANY, pattern: '/who-we-are', redirectType: 'SERVER_TRANSFER' },
    ]);
    await redirects.find(visitor, { ...company, path: '/jobs' });
    expect(await redirects.find(visitor, { ...company, path: '/who-we-are' })).toMatchObject({ kind: 'transfer', path: '/about' });
    expect(await redirects.find(visitor, { ...company, path: '/elsewhere' })).toBeUndefined();
    expect(counted).toEqual(['302', 'transfer']);
  });
});
