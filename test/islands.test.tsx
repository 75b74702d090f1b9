import { JSDOM } from 'jsdom';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockBody } from '../src/app/BlockBody.tsx';
import { BlockDataProvider, type BlockDataResult, type BlockDataSource } from '../src/app/block-data.tsx';
import { silentLogger } from '../src/app/context/logger.tsx';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_PROPS_HASH_ATTRIBUTE,
  ISLAND_SCOPE_ATTRIBUTE,
  islandPropsHash,
  type IslandProps,
} from '../src/app/island.ts';
import { serializeForScript } from '../src/lib/serialize.ts';
import { islandFor } from '../src/app/island-registry.ts';
import { IslandProviders } from '../src/app/IslandProviders.tsx';
import { PAGE_FACTS_ELEMENT_ID, type PageFacts } from '../src/app/page-facts.ts';
import { blockFolderFor, getLoadedBlock, preloadBlocks } from '../src/app/registry.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The islands contract over real HTTP (decision record 009): the page carries the page facts and
 * each island's own props (in its islands document, with the page cache on), never the layout; and what the server put inside each island's root is
 * exactly what the browser renders there from those props and facts alone (the same check React's
 * hydration makes, done here for every island of every sample page, both languages, edit mode).
 */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SECRET = 'islands-editing-secret-0123456789';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';

let server: RunningServer;
beforeAll(async () => {
  // Many whole-page renders at once, beside the rest of the suite: no load shedding here.
  server = await startTestServer({ SITECORE_EDITING_SECRET: SECRET });
});
afterAll(() => server?.close());

interface ParsedPage {
  document: Document;
  facts: PageFacts;
  islands: { root: Element; props: IslandProps }[];
}

/** Crawlers get every boundary inline: the islands' markup is complete in place. */
async function load(path: string): Promise<ParsedPage> {
  const response = await get(server, path, { 'user-agent': CRAWLER });
  expect(response.status, path).toBe(200);
  const { document } = new JSDOM(response.text).window;
  const factsJson = document.getElementById(PAGE_FACTS_ELEMENT_ID)?.textContent;
  expect(factsJson, `${path}: page facts`).toBeTruthy();
  const facts = JSON.parse(factsJson!) as PageFacts;
  // A visitor's page the page cache keeps carries no props: its islands document does.
  const deferred = facts.islandProps === 'deferred' ? await islandsDocumentOf(path) : undefined;
  const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((root) => {
    const scope = root.getAttribute(ISLAND_SCOPE_ATTRIBUTE)!;
    if (deferred) {
      expect(root.nextElementSibling?.hasAttribute(ISLAND_PROPS_ATTRIBUTE), `${path}: no props after island ${scope}`).not.toBe(true);
      const props = deferred[scope] as IslandProps;
      expect(props, `${path}: island ${scope} in the islands document`).toBeDefined();
      expect(islandPropsHash(serializeForScript(props)), `${path}: island ${scope}'s hash`).toBe(root.getAttribute(ISLAND_PROPS_HASH_ATTRIBUTE));
      return { root, props };
    }
    const script = root.nextElementSibling;
    expect(script?.getAttribute(ISLAND_PROPS_ATTRIBUTE), `${path}: props right after island ${scope}`).toBe(scope);
    return { root, props: JSON.parse(script!.textContent!) as IslandProps };
  });
  return { document, facts, islands };
}

async function islandsDocumentOf(path: string): Promise<Record<string, unknown>> {
  const response = await get(server, `${path}${path.includes('?') ? '&' : '?'}__islands=1`);
  expect(response.status, `${path}: its islands document`).toBe(200);
  return JSON.parse(response.text) as Record<string, unknown>;
}

/** What the browser's block data source reads: the results streamed beside the blocks. */
function streamedBlockData(document: Document): BlockDataSource {
  return {
    read(_loader, key) {
      for (const script of document.querySelectorAll('script[data-block-data]')) {
        if (script.getAttribute('data-block-data') === key) return JSON.parse(script.textContent!) as BlockDataResult<unknown>;
      }
      return { ok: false, error: 'missing' };
    },
  };
}

/** The markup an island renders in the browser from its props and the page facts, nothing else. */
async function renderIsland(props: IslandProps, facts: PageFacts, document: Document): Promise<string> {
  const { componentName } = props.rendering;
  await preloadBlocks([componentName]);
  const Block = getLoadedBlock(componentName)!;
  // Prerendered (every Suspense boundary waited for), as the browser shows it once icons have loaded.
  const { prelude } = await prerenderToNodeStream(
    <BlockDataProvider source={streamedBlockData(document)}>
      <IslandProviders facts={facts} props={props}>
        <BlockBody Block={Block} rendering={props.rendering} editing={facts.editing} logger={silentLogger} />
      </IslandProviders>
    </BlockDataProvider>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Without a document, React writes resource hints (an image preload) in front: the page hoists them.
  // Parsed by the same DOM as the page, so both sides are serialised alike.
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/^(?:<link\b[^>]*>)+/, '');
  return withoutBuildPaths(holder);
}

/**
 * Self-hosted flags are files Vite names: `/assets/sa-[hash].svg` in the build the server runs,
 * the module's own path under vitest. Both are the same flag; the address is left out.
 */
function withoutBuildPaths(element: Element): string {
  for (const flag of element.querySelectorAll('img[data-flag]')) flag.removeAttribute('src');
  return element.innerHTML;
}

const PAGES = ['/', '/ar', '/about', '/ar/about', '/solutions', '/ar/solutions', '/blocks', '/ar/blocks', '/locations'];

describe('every sample page: islands only', () => {
  // The gallery (`/blocks`) holds every island of the site, each rendered again here: it takes long.
  it.each(PAGES)('%s: no page context; each island root holds what its props render in the browser', { timeout: 120_000 }, async (path) => {
    const { document, facts, islands } = await load(path);
    expect(document.getElementById('__PAGE_CONTEXT__')).toBeNull();
    expect(facts.language).toBe(path.startsWith('/ar') ? 'ar' : 'en');
    expect(islands.length).toBeGreaterThan(0);
    for (const { root, props } of islands) {
      const folder = root.getAttribute(ISLAND_ATTRIBUTE)!;
      expect(blockFolderFor(props.rendering.componentName)).toBe(folder);
      expect(islandFor(props.rendering.componentName), `${folder} declares itself an island`).toBeDefined();
      expect(props.rendering).not.toHaveProperty('placeholders');
      expect(['eager', 'visible', 'interaction', 'scroll', 'idle', 'demand']).toContain(root.getAttribute(ISLAND_LOAD_ATTRIBUTE));
      const served = withoutBuildPaths(root.cloneNode(true) as Element);
      const rendered = await renderIsland(props, facts, document);
      if (rendered !== served) {
        let i = 0;
        while (rendered[i] === served[i]) i++;
        console.log(folder, 'CLIENT:', rendered.slice(i - 200, i + 200), '\nSERVER:', served.slice(i - 200, i + 200));
      }
      expect(rendered, `${path}: island ${folder}`).toBe(served);
    }
  });

  it('static blocks are not islands and carry no data; no island loads at once, the header waits to be touched', async () => {
    const { document, islands } = await load('/blocks');
    const folders = new Set(islands.map(({ root }) => root.getAttribute(ISLAND_ATTRIBUTE)));
    for (const folder of [
      'rich-text',
      'title',
      'image',
      'container',
      'column-splitter',
      'row-splitter',
      'promo',
      'button',
      'hero-banner',
      'footer',
      'link-list',
      'breadcrumb',
    ]) {
      expect(folders.has(folder), `${folder} is static`).toBe(false);
    }
    for (const folder of ['header', 'tabs', 'quote-carousel', 'card-carousel', 'video', 'form-container', 'statistics', 'navigation']) {
      expect(folders.has(folder), `${folder} is an island`).toBe(true);
    }
    // Nothing of the sample site must run before any input (the header waits to be touched).
    const eager = islands.filter(({ root }) => root.getAttribute(ISLAND_LOAD_ATTRIBUTE) === 'eager').map(({ root }) => root.getAttribute(ISLAND_ATTRIBUTE));
    expect(eager).toEqual([]);
    const header = islands.find(({ root }) => root.getAttribute(ISLAND_ATTRIBUTE) === 'header');
    expect(header?.root.getAttribute(ISLAND_LOAD_ATTRIBUTE)).toBe('interaction');
    // A footer link or a hero heading is plain server markup, outside every island.
    expect(document.querySelector('footer a')?.closest(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
    // Data travels only as page facts, island props and block data.
    const kinds = [...document.querySelectorAll('script[type="application/json"]')].map((s) =>
      s.id === PAGE_FACTS_ELEMENT_ID ? 'facts' : s.hasAttribute(ISLAND_PROPS_ATTRIBUTE) ? 'props' : s.hasAttribute('data-block-data') ? 'block-data' : 'other',
    );
    expect(kinds).not.toContain('other');
    expect(kinds.filter((k) => k === 'facts')).toHaveLength(1);
  });

  it('only the entry is modulepreloaded (no island loads at once); the slide-in names its modal id', async () => {
    const response = await get(server, '/', { 'user-agent': CRAWLER });
    const preloads = [...response.text.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads.filter((href) => /\/entry-client-[\w-]+\.js$/.test(href))).toHaveLength(1);
    for (const block of ['header', 'statistics', 'card-carousel', 'video', 'quote-carousel', 'form-container', 'hero-banner', 'rich-text']) {
      expect(
        preloads.some((href) => new RegExp(`/${block}-[\\w-]+\\.js$`).test(href)),
        `${block} not preloaded`,
      ).toBe(false);
    }
    const { document } = new JSDOM(response.text).window;
    const slideIn = document.querySelector('[data-island="form-container"][data-island-modal]');
    expect(slideIn?.getAttribute(ISLAND_LOAD_ATTRIBUTE)).toBe('demand');
    expect(document.querySelector(`[data-modal-id="${slideIn!.getAttribute('data-island-modal')}"]`), 'a trigger for it').not.toBeNull();
  });

  it('the page facts carry the phrases the islands declare, in the page language, and the page view', async () => {
    const { facts } = await load('/ar');
    expect(facts.phrases.HeaderOpenMenu).toBe('فتح القائمة');
    expect(facts.phrases).not.toHaveProperty('SkipToContent'); // used by the page, not by an island
    expect(facts.pageView).toMatchObject({ channel: 'WEB', language: 'ar' });
    expect(facts.editing).toBe(false);
  });
});

describe('edit mode', () => {
  it('islands hydrate to exactly the server markup with the editing chromes inside', async () => {
    const query = new URLSearchParams({ secret: SECRET, sc_itemid: HOME_ID, sc_lang: 'en', sc_site: 'ports-group', route: '/', mode: 'edit' });
    const { document, facts, islands } = await load(`/api/editing/render?${query}`);
    expect(facts.editing).toBe(true);
    expect(facts).not.toHaveProperty('pageView');
    expect(document.querySelector('code[chrometype="rendering"]')).not.toBeNull();
    expect(islands.length).toBeGreaterThan(0);
    for (const { root, props } of islands) {
      expect(await renderIsland(props, facts, document), `island ${root.getAttribute(ISLAND_ATTRIBUTE)}`).toBe(
        withoutBuildPaths(root.cloneNode(true) as Element),
      );
    }
  });
});
