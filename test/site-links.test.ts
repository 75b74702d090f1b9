/**
 * The sample sites have no broken internal links: a crawl from `/` and `/ar` over real HTTP follows
 * every same-origin `<a href>` (redirects too, while they stay on the site) and lists each link
 * that does not end in a 200, with the page it was found on. Every English page found also
 * answers under the `/en` prefix. The Global site answers on any host; the drydocks site is asked
 * for by its host name (issue 28).
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalLinks } from './support/links.ts';
import { startTestServer, type RunningServer } from './support/server.ts';

/** Well above the sample site's pages and files in both languages; a crawl that runs away stops here. */
const PAGE_LIMIT = 1500;
/** Requests in flight at once: a few, so the crawl is quick without starving a 2-core machine. */
const CONCURRENCY = 4;
const REDIRECT_LIMIT = 5;
const START_PATHS = ['/', '/ar'];

interface Answer {
  status: number;
  /** Where the redirects ended (path and query), when there were any. */
  finalPath: string;
  html: string | null;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** GET a path of the site at `host` (its Host header; none: the Global site), following redirects while they stay on the site; the body only when it is HTML. */
async function fetchOnSite(path: string, host?: string): Promise<Answer> {
  let current = path;
  const port = new URL(server.url).port;
  for (let hop = 0; hop <= REDIRECT_LIMIT; hop += 1) {
    const response = await request(server.url + current, { headers: host ? { host: `${host}:${port}` } : {} });
    const header = (name: string) => [response.headers[name]].flat()[0] ?? '';
    const location = header('location');
    if (response.statusCode >= 300 && response.statusCode < 400 && location) {
      await response.body.dump();
      const next = new URL(location, server.url + current);
      const onSite = next.origin === new URL(server.url).origin || (host !== undefined && next.hostname === host);
      if (!onSite) return { status: response.statusCode, finalPath: `${current} -> ${next.href} (off the site)`, html: null };
      current = next.pathname + next.search;
      continue;
    }
    const isHtml = header('content-type').startsWith('text/html');
    const html = response.statusCode === 200 && isHtml ? await response.body.text() : null;
    if (html === null) await response.body.dump();
    return { status: response.statusCode, finalPath: current, html };
  }
  return { status: 310, finalPath: `${current} (more than ${REDIRECT_LIMIT} redirects)`, html: null };
}

interface Crawl {
  /** Every internal path found, with the first page that linked to it. */
  linkedFrom: Map<string, string>;
  answers: Map<string, Answer>;
  /** Paths not fetched because the page limit was reached. */
  leftOver: number;
}

async function crawl(starts: string[], host?: string): Promise<Crawl> {
  const linkedFrom = new Map<string, string>(starts.map((path) => [path, '(start)']));
  const answers = new Map<string, Answer>();
  const queue = [...starts];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (answers.size >= PAGE_LIMIT) return;
      const answer = await fetchOnSite(path, host);
      answers.set(path, answer);
      if (answer.html === null) continue;
      for (const link of internalLinks(answer.html, server.url + answer.finalPath)) {
        if (linkedFrom.has(link)) continue;
        linkedFrom.set(link, path);
        queue.push(link);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { linkedFrom, answers, leftOver: queue.length };
}

/** English pages: HTML answers whose path is not Arabic (nor already /en), nor a file under /-/ or /assets/. */
function isEnglishPage(path: string, answer: Answer): boolean {
  return answer.html !== null && !/^\/(ar|en)(\/|\?|$)/i.test(path) && !/^\/(-|assets|embeds)\//.test(path);
}

for (const [name, host, least, own] of [
  ['the sample site', undefined, 20, '/solutions'],
  ['the drydocks sample site (Host: drydocks.localhost)', 'drydocks.localhost', 10, '/yards'],
] as const) {
  describe(name, () => {
    let result: Crawl;
    beforeAll(async () => {
      result = await crawl(START_PATHS, host);
    }, 300_000);

    it('has no internal link that does not answer 200, in either language', () => {
      expect(result.leftOver, `more than ${PAGE_LIMIT} links: raise the limit`).toBe(0);
      // Both languages were crawled, well beyond their home pages.
      const arabic = [...result.answers.keys()].filter((path) => /^\/ar(\/|$)/.test(path));
      expect(arabic.length).toBeGreaterThan(least);
      expect(result.answers.size - arabic.length).toBeGreaterThan(least);
      // The site's own pages, not the other site's.
      expect(result.answers.get(own)?.status).toBe(200);
      const broken = [...result.answers]
        .filter(([, answer]) => answer.status !== 200)
        .map(
          ([path, answer]) =>
            `${answer.status} ${path}${answer.finalPath !== path ? ` (ends at ${answer.finalPath})` : ''} <- linked from ${result.linkedFrom.get(path)}`,
        )
        .sort();
      expect(broken, `${broken.length} broken internal links`).toEqual([]);
    });

    // The /en prefix is the routing table's, the same for every site: checked on the Global site.
    if (host === undefined)
      it('answers every English page under the /en prefix too', async () => {
        const english = [...result.answers].filter(([path, answer]) => isEnglishPage(path, answer)).map(([path]) => path);
        expect(english.length).toBeGreaterThan(least);
        const failing: string[] = [];
        const queue = [...english];
        const worker = async () => {
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            const prefixed = path === '/' ? '/en' : path.startsWith('/?') ? `/en${path.slice(1)}` : `/en${path}`;
            const answer = await fetchOnSite(prefixed, host);
            if (answer.status !== 200) failing.push(`${answer.status} ${prefixed}`);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        expect(failing.sort(), `${failing.length} English pages missing under /en`).toEqual([]);
      }, 300_000);
  });
}
