import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsCache } from '../cms/cache.ts';
import type { CmsConfig } from '../cms/cms-config.ts';
import type { GraphqlClient } from '../cms/graphql-client.ts';
import { SITEMAP_QUERY, SITEMAP_TAG, createSiteSitemapList } from '../cms/site-sitemap.ts';
import { recordingLog } from '../cms/test-support/fake-cms.ts';
import {
  SITEMAP_FILE_MAX_BYTES,
  cmsOrigins,
  cmsSitemapIndexXml,
  createCmsSitemaps,
  isSitemapXml,
  rewriteSitemapXml,
  sitemapFileOf,
  sitemapFilesOf,
  withExtraSitemaps,
  type CmsSitemapFile,
} from './cms-sitemaps.ts';

const PUBLIC = 'https://www.example.com';
const CMS = 'https://cms.example.net';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A GraphQL client that answers the sitemap query with `data`, counting the calls. */
function fakeGraphql(data: () => unknown): GraphqlClient & { calls: Array<{ query: string; variables: Record<string, unknown> }> } {
  const calls: Array<{ query: string; variables: Record<string, unknown> }> = [];
  return {
    calls,
    async query(query, variables) {
      calls.push({ query, variables });
      return { data: data() as Record<string, unknown>, bytes: 100 };
    },
  };
}

const siteInfo = (sitemap: unknown) => ({ site: { siteInfo: sitemap === undefined ? null : { sitemap } } });

describe('the sitemap list query', () => {
  it('sends the sitemap query for the site and reads the list, tagged for the purge', async () => {
    const graphql = fakeGraphql(() => siteInfo([' https://edge.sitecorecloud.io/a/sitemap.xml ', 42, '', null]));
    const answer = await createSiteSitemapList('ports-group', graphql)();
    expect(graphql.calls).toEqual([{ query: SITEMAP_QUERY, variables: { site: 'ports-group' } }]);
    expect(answer.data).toEqual(['https://edge.sitecorecloud.io/a/sitemap.xml']);
    expect(answer.tags).toEqual([SITEMAP_TAG]);
  });

  it('reads an unknown site or a null list as none, and refuses a list that is not one', async () => {
    expect(
      (
        await createSiteSitemapList(
          'x',
          fakeGraphql(() => siteInfo(undefined)),
        )()
      ).data,
    ).toEqual([]);
    expect(
      (
        await createSiteSitemapList(
          'x',
          fakeGraphql(() => siteInfo(null)),
        )()
      ).data,
    ).toEqual([]);
    await expect(
      createSiteSitemapList(
        'x',
        fakeGraphql(() => siteInfo('sitemap.xml')),
      )(),
    ).rejects.toThrow(/not a list/);
  });
});

describe('which listed files are fetched and served', () => {
  const origins = cmsOrigins({ apiHost: CMS, graphqlEndpoint: 'https://edge.example.net/api/graphql/v1' });

  it('takes the origins of the API host and the GraphQL endpoint', () => {
    expect(origins).toEqual([CMS, 'https://edge.example.net']);
  });

  it.each([
    [`${CMS}/sitemap.xml`, 'sitemap.xml'],
    [`${CMS}/media/sites/ports-group/Sitemap-12.XML?v=3`, 'sitemap-12.xml'],
    ['https://edge.sitecorecloud.io/api/media/abc/sitemap-2.xml', 'sitemap-2.xml'],
    ['https://edge-platform.sitecorecloud.io/x/sitemap.xml', 'sitemap.xml'],
  ])('%s is %s', (url, name) => {
    expect(sitemapFileOf(url, origins)?.name).toBe(name);
  });

  it.each([
    ['another host', 'https://attacker.example/sitemap.xml'],
    ['the CMS over another scheme', 'http://cms.example.net/sitemap.xml'],
    ['the CMS on another port', 'https://cms.example.net:8443/sitemap.xml'],
    ['Edge over http', 'http://edge.sitecorecloud.io/sitemap.xml'],
    ['Edge on another port', 'https://edge.sitecorecloud.io:444/sitemap.xml'],
    ['a look-alike of Edge', 'https://edge.sitecorecloud.io.evil.example/sitemap.xml'],
    ['credentials', 'https://user:pw@cms.example.net/sitemap.xml'],
    ['a name our routes cannot serve', `${CMS}/sitemap_index.xml`],
    ['a name with a dot', `${CMS}/sitemap-1.2.xml`],
    ['not a URL', 'sitemap.xml'],
  ])('refuses %s', (_what, url) => {
    expect(sitemapFileOf(url, origins)).toBeNull();
  });

  it('keeps each name once and says what it skipped', () => {
    const { files, skipped } = sitemapFilesOf([`${CMS}/a/sitemap.xml`, `${CMS}/b/sitemap.xml`, 'https://x.example/sitemap-1.xml'], origins);
    expect(files).toEqual([{ name: 'sitemap.xml', url: `${CMS}/a/sitemap.xml` }]);
    expect(skipped).toEqual([`${CMS}/b/sitemap.xml`, 'https://x.example/sitemap-1.xml']);
  });
});

describe('isSitemapXml', () => {
  it.each([`<?xml version="1.0"?>\n<urlset xmlns="${NS}"></urlset>`, `<!-- generated --><sitemapindex xmlns="${NS}"/>`, `\n  <sm:urlset xmlns:sm="${NS}"/>`])(
    'takes %j',
    (xml) => expect(isSitemapXml(xml)).toBe(true),
  );

  it.each(['<html><body>Not found</body></html>', '{"sitemap":[]}', '', '<?xml version="1.0"?>', '<!DOCTYPE urlset [<!ENTITY x "y">]><urlset/>', '<urlsetx/>'])(
    'refuses %j',
    (xml) => expect(isSitemapXml(xml)).toBe(false),
  );

  it('reads a body of many unclosed comments without slowing down', () => {
    expect(isSitemapXml('<!--'.repeat(200_000))).toBe(false);
    expect(isSitemapXml('<!-- a -->'.repeat(100_000))).toBe(false);
  });
});

describe('rewriteSitemapXml', () => {
  const files: CmsSitemapFile[] = [
    { name: 'sitemap.xml', url: 'https://edge.sitecorecloud.io/m/sitemap.xml' },
    { name: 'sitemap-1.xml', url: 'https://edge.sitecorecloud.io/m/sitemap-1.xml' },
  ];
  const rewrite = (xml: string) => rewriteSitemapXml(xml, { origins: [CMS], publicUrl: PUBLIC, files });

  it('points index entries for listed files at ours, whatever host the CMS wrote', () => {
    const index = `<sitemapindex xmlns="${NS}"><sitemap>\n  <loc>https://edge.sitecorecloud.io/m/sitemap-1.xml</loc></sitemap><sitemap><loc>https://elsewhere.example/sitemap-9.xml</loc></sitemap></sitemapindex>`;
    expect(rewrite(index)).toBe(
      `<sitemapindex xmlns="${NS}"><sitemap>\n  <loc>${PUBLIC}/sitemap-1.xml</loc></sitemap><sitemap><loc>https://elsewhere.example/sitemap-9.xml</loc></sitemap></sitemapindex>`,
    );
  });

  it("moves URLs on the CMS's origin to PUBLIC_URL and leaves the site's own host alone", () => {
    const xml = `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${CMS}/about</loc><xhtml:link rel="alternate" hreflang="ar" href="${CMS}/ar/about"/></url><url><loc>${CMS}</loc></url><url><loc>https://www.ports.example/x</loc></url><url><loc>${CMS}.evil.example/y</loc></url></urlset>`;
    expect(rewrite(xml)).toBe(
      `<urlset xmlns="${NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${PUBLIC}/about</loc><xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC}/ar/about"/></url><url><loc>${PUBLIC}</loc></url><url><loc>https://www.ports.example/x</loc></url><url><loc>${CMS}.evil.example/y</loc></url></urlset>`,
    );
  });

  it('builds an index of the files, and adds ours to an index but not to a urlset', () => {
    expect(cmsSitemapIndexXml(PUBLIC, files, [`${PUBLIC}/news-1.xml`])).toContain(
      `<sitemap><loc>${PUBLIC}/sitemap.xml</loc></sitemap>\n  <sitemap><loc>${PUBLIC}/sitemap-1.xml</loc></sitemap>\n  <sitemap><loc>${PUBLIC}/news-1.xml</loc></sitemap>`,
    );
    expect(withExtraSitemaps(`<sitemapindex xmlns="${NS}"></sitemapindex>`, ['N'])).toBe(
      `<sitemapindex xmlns="${NS}">  <sitemap><loc>N</loc></sitemap>\n</sitemapindex>`,
    );
    expect(withExtraSitemaps(`<urlset xmlns="${NS}"></urlset>`, ['N'])).toBe(`<urlset xmlns="${NS}"></urlset>`);
  });
});

// ---------------------------------------------------------------------------------------------
// The source, against a real HTTP server on loopback playing the CMS's file host.

describe('createCmsSitemaps', () => {
  let server: Server;
  let origin: string;
  let hits: string[];
  beforeAll(async () => {
    hits = [];
    server = createServer((request, response) => {
      hits.push(request.url ?? '');
      const url = request.url ?? '';
      if (url === '/files/sitemap.xml') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`\uFEFF<?xml version="1.0"?><urlset xmlns="${NS}"><url><loc>${origin}/about</loc></url></urlset>`);
      } else if (url === '/files/sitemap-1.xml') {
        response.writeHead(302, { location: 'https://attacker.example/sitemap.xml' }).end();
      } else if (url === '/files/sitemap-2.xml') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
      } else if (url === '/files/sitemap-3.xml') {
        response.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(SITEMAP_FILE_MAX_BYTES + 1) });
        response.end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function source(list: () => unknown) {
    const log = recordingLog();
    const cache = createCmsCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, log });
    const cms = { apiHost: origin, graphqlEndpoint: `${origin}/sitecore/api/graph/edge`, siteName: 'ports-group', timeoutMs: 2_000 } as CmsConfig;
    const graphql = fakeGraphql(list);
    const sitemaps = createCmsSitemaps({ cms, publicUrl: PUBLIC, cache, log, graphql });
    return { sitemaps, cache, graphql, log };
  }

  it("fetches a file from the CMS's own host, puts its URLs on PUBLIC_URL, and keeps both in the cache until a purge", async () => {
    const { sitemaps, cache, graphql } = source(() => siteInfo([`${origin}/files/sitemap.xml`]));
    try {
      const files = await sitemaps.files();
      expect(files).toEqual([{ name: 'sitemap.xml', url: `${origin}/files/sitemap.xml` }]);
      const before = hits.length;
      const xml = await sitemaps.read(files[0]!, files);
      expect(xml).toBe(`<?xml version="1.0"?><urlset xmlns="${NS}"><url><loc>${PUBLIC}/about</loc></url></urlset>`);
      await sitemaps.files();
      await sitemaps.read(files[0]!, files);
      expect(graphql.calls).toHaveLength(1);
      expect(hits.length - before).toBe(1);

      // The publish webhook's purge of the tag: both are read again.
      expect(cache.evictByTags([SITEMAP_TAG]).sort()).toEqual(['sitemap|ports-group||file:sitemap.xml', 'sitemap|ports-group||list']);
      await sitemaps.read((await sitemaps.files())[0]!, files);
      expect(graphql.calls).toHaveLength(2);
      expect(hits.length - before).toBe(2);
    } finally {
      await sitemaps.close();
    }
  });

  it.each([
    ['a redirect, which is not followed', 'sitemap-1.xml', /redirect/i],
    ['an answer that is not a sitemap', 'sitemap-2.xml', /not a sitemap/],
    ['a file larger than the cap', 'sitemap-3.xml', /larger|bytes/i],
    ['a missing file', 'sitemap-4.xml', /answered 404/],
  ])('rejects %s', async (_what, name, error) => {
    const { sitemaps } = source(() => siteInfo([`${origin}/files/${name}`]));
    try {
      const files = await sitemaps.files();
      await expect(sitemaps.read(files[0]!, files)).rejects.toThrow(error);
    } finally {
      await sitemaps.close();
    }
  });

  it('skips listed files it may not fetch, with a log line, and never asks their host', async () => {
    const { sitemaps, log } = source(() => siteInfo(['https://attacker.example/sitemap.xml', `${origin}/files/sitemap.xml`]));
    try {
      expect((await sitemaps.files()).map((file) => file.url)).toEqual([`${origin}/files/sitemap.xml`]);
      expect(JSON.stringify(log.warnings)).toContain('attacker.example');
    } finally {
      await sitemaps.close();
    }
  });
});
