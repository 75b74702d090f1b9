import { Writable, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { preinit, preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Document } from './src/app/Document.tsx';
import type { PageContext } from './src/app/page-context.ts';
import { blockComponentNames, blockSourceFor, collectComponentNames, isKnownBlock, preloadBlocks } from './src/app/registry.ts';
import { islandFor, islandPhrases } from './src/app/island-registry.ts';
import { pageFactsOf } from './src/app/page-facts.ts';
import { isEditingPage } from './src/app/context/page-state.ts';
import { resolvePhrase } from './src/app/context/dictionary.ts';
import { FragmentContent } from './src/app/FragmentContent.tsx';
import type { FragmentTarget } from './src/app/fragment.rules.ts';
import { createServerBlockData, type ServerBlockDataContext } from './src/app/block-data.server.ts';
import type { Logger } from './src/app/context/logger.tsx';
import { collectSiteScripts } from './src/lib/site-scripts.ts';
import { HtmlStream, LATE_STYLES_SCRIPT } from './src/server/html-stream.ts';
import { RequestStyleSheet, RequestStyles } from './src/server/request-style-sheet.ts';
import { styleCache } from './src/server/style-cache.ts';
import { styleTag } from './src/server/styled-internals.ts';
import { addNonceToScripts } from './src/server/security-headers.ts';
import { externalScriptsAsLoaders } from './src/server/script-loaders.ts';
import type { ClientAssets } from './src/server/assets.ts';
import { BlockMemoContext } from './src/app/block-memo.ts';
import { earlyInputCaptureScript } from './src/app/input-replay.ts';
import { entryImportScript } from './src/app/chunk-recovery.ts';
import { layoutAllOnJumpScript } from './src/app/deferred-layout.rules.ts';
import { IslandPropsCollector, IslandPropsModeProvider, type IslandPropsMode } from './src/app/island-props.tsx';
import { BlockMemoStore, type BlockMemoStats } from './src/server/block-memo.tsx';
import { BlockHtmlSlots } from './src/server/block-html-slots.ts';
import { preloadIcons } from './src/ui/Icon.tsx';
import { iconNames } from './src/ui/icon-names.ts';

/**
 * Every icon's module, loaded once when the server starts: on the server an icon never waits
 * (each is a few hundred bytes), so no page streams an icon late and every block finishes in
 * its first render, which the block memo needs to keep it.
 */
const iconsLoaded = preloadIcons(iconNames);

export interface RenderOptions {
  assets: ClientAssets;
  /** Crawlers get the complete page at once; people get the shell first. */
  isBot: boolean;
  logger: Logger;
  blockData: Omit<ServerBlockDataContext, 'logger'>;
  /** After this long the render is aborted and pending blocks are left to the client. */
  abortAfterMs: number;
  /** Development only: Vite's client and React refresh preamble. */
  devHead?: string;
  /** This response's CSP nonce: React's scripts and the CMS's snippets carry it. */
  nonce?: string;
  /**
   * The block memo's budget (BLOCK_MEMO_MAX_MB, src/server/block-memo.tsx); 0 or absent: off.
   * Used on public pages only, never in preview or edit mode.
   */
  blockMemoMaxBytes?: number;
  /**
   * A render for the page cache: site snippets that load a file are written as inline loaders,
   * which the cached page can trust by hash (src/server/script-loaders.ts).
   */
  forCache?: boolean;
  /**
   * Where the islands' props go (src/app/island-props.tsx): `deferred` only for visitors' pages
   * the page cache keeps (the browser fetches them with the page's islands document); `inline`
   * when absent. The page facts say which.
   */
  islandProps?: 'inline' | 'deferred';
}

export interface RenderedPage {
  /** The HTML, streaming. Destroy it to abort the render. */
  body: Readable;
  /** Time until the first byte could be sent (shell, or all for crawlers), ms. */
  renderMs: number;
  /**
   * How the render went, final once `body` has ended: blocks that failed (each left to the
   * client) and whether it was aborted. The page cache keeps only renders with neither.
   */
  outcome: RenderOutcome;
}

/**
 * The page's first script: it holds clicks made before the runtime has loaded (input-replay.ts)
 * and lays every block out before a jump to a fragment (deferred-layout.rules.ts). The same for
 * every page, made once.
 */
const FIRST_SCRIPT = `<script>${earlyInputCaptureScript()}${layoutAllOnJumpScript()}</script>`;

export interface RenderOutcome {
  errors: number;
  aborted: boolean;
}

export type { Logger };

/** An error's message for the editor's notice, one line, bounded. */
function editorDigest(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}

/** Streams one page. Resolves when the first byte may be sent; rejects when the shell fails. */
export function renderPage(page: PageContext, options: RenderOptions): Promise<RenderedPage> {
  // Editors' and previews' pages always carry their islands' props: they have no islands document.
  return renderDocument(page, options, options.islandProps === 'deferred' && isPublicPage(page) ? 'deferred' : 'inline');
}

/** A page as visitors see it: neither edit mode nor preview. */
function isPublicPage(page: PageContext): boolean {
  return page.pageState === 'normal' && !isEditingPage(page);
}

export type IslandsRenderOptions = Pick<RenderOptions, 'assets' | 'logger' | 'blockData' | 'abortAfterMs'>;

export interface RenderedIslands {
  /** The islands document: `{"<scope>":<props>,…}`, every island of the page (island-props.tsx). */
  json: string;
  /** How many islands. */
  islands: number;
  renderMs: number;
  /** As a page's: the page cache keeps only a document whose render had no failed block and was not aborted. */
  outcome: RenderOutcome;
}

/**
 * The props of every island of a page, as `inline` would write them after each root: the page's
 * tree rendered to completion (as crawlers get it) with a collector for the islands' props, the
 * markup thrown away. The block memo is off, so that every IslandRoot runs.
 */
export async function renderIslandProps(page: PageContext, options: IslandsRenderOptions): Promise<RenderedIslands> {
  if (!isPublicPage(page)) throw new Error("an islands document is made for visitors' pages only");
  const started = performance.now();
  const collector = new IslandPropsCollector();
  const rendered = await renderDocument(page, { ...options, isBot: true, blockMemoMaxBytes: 0 }, collector);
  rendered.body.resume();
  await finished(rendered.body);
  return { json: collector.toJson(), islands: collector.size, renderMs: performance.now() - started, outcome: rendered.outcome };
}

async function renderDocument(page: PageContext, options: RenderOptions, islandProps: IslandPropsMode): Promise<RenderedPage> {
  const started = performance.now();
  const { assets, logger } = options;
  const components = collectComponentNames(page.layout);
  await Promise.all([preloadBlocks(components), iconsLoaded]);
  // Only islands that hydrate at once are preloaded; static blocks load no code in the browser.
  const preloads = assets.preloadsFor(
    components
      .filter((name) => islandFor(name)?.load === 'eager')
      .map(blockSourceFor)
      .filter((s): s is string => typeof s === 'string'),
  );
  const facts = pageFactsOf(page, islandPhrases(components), (key) => resolvePhrase(page.dictionary, page.language, key), {
    islandProps: islandProps === 'inline' ? 'inline' : 'deferred',
  });
  const { nonce } = options;
  const nonced = (html: string) => {
    const snippet = options.forCache ? externalScriptsAsLoaders(html) : html;
    return nonce ? addNonceToScripts(snippet, nonce) : snippet;
  };
  const scripts = collectSiteScripts(page);

  // Compiled rules come from the process-wide cache; each flush takes the rules it needs.
  const sheet = new RequestStyleSheet(styleCache);
  // Never while collecting islands' props: a memoised block's IslandRoot would not run.
  const memo = page.pageState === 'normal' && !facts.editing && typeof islandProps === 'string' ? blockMemoOf(options.blockMemoMaxBytes) : undefined;
  const slots = memo ? new BlockHtmlSlots() : undefined;
  const body = new HtmlStream(
    () => sheet.takeStyles(),
    {
      head: nonced((options.devHead ?? '') + scripts.head),
      bodyStart: nonced(FIRST_SCRIPT + scripts.bodyStart),
      bodyEnd: nonced(scripts.bodyEnd),
      lateStyles: nonced(LATE_STYLES_SCRIPT),
    },
    slots,
  );
  const Memo = memo && slots ? memo.component(sheet, slots) : null;
  const outcome: RenderOutcome = { errors: 0, aborted: false };
  const blockData = createServerBlockData({ ...options.blockData, logger, siteName: siteNameOf(page), onFailure: () => void outcome.errors++ });

  function Resources() {
    for (const href of assets.entryCss) preinit(href, { as: 'style', precedence: 'default' });
    for (const href of [assets.entry, ...preloads]) preloadModule(href, nonce ? { as: 'script', nonce } : undefined);
    return null;
  }

  return new Promise<RenderedPage>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Set when we abort on purpose; React then reports it once per pending block. */
    let aborted: 'client' | 'timeout' | undefined;
    const abortOnPurpose = (why: 'client' | 'timeout') => {
      if (aborted) return;
      aborted = why;
      outcome.aborted = true;
      if (why === 'timeout') logger.warn({ path: page.path, afterMs: options.abortAfterMs }, 'render aborted: pending blocks left to the client');
      else logger.info({ path: page.path }, 'client went away; render stopped');
      abort(new Error(`render aborted (${why})`));
    };
    const start = () => {
      if (settled) return;
      settled = true;
      pipe(body);
      resolve({ body, renderMs: performance.now() - started, outcome });
    };
    const { pipe, abort } = renderToPipeableStream(
      <RequestStyles sheet={sheet}>
        <BlockMemoContext.Provider value={Memo}>
          <IslandPropsModeProvider mode={islandProps}>
            <Document page={page} facts={facts} logger={logger} blockData={blockData} resources={<Resources />} />
          </IslandPropsModeProvider>
        </BlockMemoContext.Provider>
      </RequestStyles>,
      {
        // The entry is imported by an inline script rather than a `<script type=module src>`: a
        // page from the page cache trusts its inline scripts by hash, and a hash can vouch for an
        // inline script but not for a file (docs/decisions/011-page-cache.md). It runs as soon as
        // it has loaded, as an async module script would; Resources preloads it from the head.
        // When the entry does not load (a page older than the releases kept), it recovers as the
        // islands' chunks do (chunk-recovery.ts).
        bootstrapScriptContent: entryImportScript(assets.entry),
        ...(nonce ? { nonce } : {}),
        // A block that has rendered is written in place, however large: React would otherwise
        // send a large finished boundary (the header, a carousel) after the shell and reveal it
        // later, so the page paints without it and jumps when it arrives (a layout shift of the
        // whole screen). Only blocks still waiting for data stream later. Crawlers wait for all.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          if (!options.isBot) start();
        },
        onAllReady() {
          if (options.isBot) start();
        },
        onShellError(error) {
          clearTimeout(timer);
          settled = true;
          reject(error);
        },
        onError(error) {
          // Our own aborts were logged once when made; a destroyed body is a client gone away.
          if (aborted || body.destroyed) return;
          outcome.errors++;
          // Errors inside a Suspense boundary: that block is handed to the client; the page lives.
          logger.error({ err: error, path: page.path }, 'render error');
          // Edit mode: the message goes into the boundary's digest for the editor's notice
          // (failed-blocks.ts). Visitors' pages never carry it.
          return facts.editing ? editorDigest(error) : undefined;
        },
      },
    );
    // Cleared when the stream ends or is destroyed, so no finished render is kept alive.
    timer = setTimeout(() => abortOnPurpose('timeout'), options.abortAfterMs);
    body.once('close', () => {
      clearTimeout(timer);
      if (!body.writableFinished) abortOnPurpose('client');
    });
  });
}

/** The process's block memo, made on first use with the first render's budget. */
let blockMemo: BlockMemoStore | undefined;

function blockMemoOf(maxBytes: number | undefined): BlockMemoStore | undefined {
  if (!maxBytes || maxBytes <= 0) return undefined;
  return (blockMemo ??= new BlockMemoStore(maxBytes));
}

/** The block memo's tallies (metrics), or undefined when no render has used it. */
export function blockMemoStats(): BlockMemoStats | undefined {
  return blockMemo?.stats();
}

export interface FragmentRenderOptions {
  logger: Logger;
  blockData: Omit<ServerBlockDataContext, 'logger'>;
  /** After this long pending blocks are given up (left to the client) and what is ready is sent. */
  abortAfterMs: number;
}

export interface RenderedFragment {
  /** React's markup of the target (what hydrates), without the resource hints. */
  html: string;
  /** styled-components' `<style data-styled>` tags with the rules that markup uses. */
  css: string;
  /** Resource hints React emitted (the font preload), as `<link>` tags, to go outside the root. */
  hints: string;
  /** The rendered blocks' chunks as the Vite manifest names them, for `modulepreload` links. */
  blockSources: string[];
  renderMs: number;
}

export type { FragmentTarget };
/** Lets the server check a componentName against the registry (it lives in this bundle only),
 * and list the blocks for the editing host's config answer. */
export { blockComponentNames, isKnownBlock };

/**
 * Renders one part of a page for embedding elsewhere (fragments.ts): one placeholder of the route
 * or the first rendering with a componentName, inside the page's providers, styles collected,
 * after all data has loaded (a fragment is small: it is answered whole, not streamed).
 */
export async function renderFragment(page: PageContext, target: FragmentTarget, options: FragmentRenderOptions): Promise<RenderedFragment> {
  const started = performance.now();
  const { logger } = options;
  const components = collectComponentNames(page.layout);
  await Promise.all([preloadBlocks(components), iconsLoaded]);
  const blockSources = components.map(blockSourceFor).filter((s): s is string => typeof s === 'string');
  const sheet = new ServerStyleSheet();
  const blockData = createServerBlockData({ ...options.blockData, logger, siteName: siteNameOf(page) });

  try {
    const markup = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let aborted = false;
      // Declared before the render starts: its callbacks clear it.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const sink = new Writable({
        write(chunk: Buffer | string, _enc, done) {
          chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
          done();
        },
        final(done) {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('utf8'));
          done();
        },
      });
      const { pipe, abort } = renderToPipeableStream(
        sheet.collectStyles(<FragmentContent page={page} target={target} logger={logger} blockData={blockData} />),
        {
          onAllReady() {
            pipe(sink);
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error) {
            if (aborted) return;
            // Inside a Suspense boundary: that block is left to the client; the fragment lives.
            logger.error({ err: error, fragment: target }, 'fragment render error');
          },
        },
      );
      timer = setTimeout(() => {
        aborted = true;
        logger.warn({ fragment: target, afterMs: options.abortAfterMs }, 'fragment render aborted: pending blocks left to the client');
        abort(new Error('fragment render aborted (timeout)'));
      }, options.abortAfterMs);
    });
    // Without a document, React writes its resource hints in front of the markup.
    const hints = /^(?:<link\b[^>]*>)*/.exec(markup)?.[0] ?? '';
    // The tag ServerStyleSheet writes, marked as the page's are (the browser adopts it in place).
    return {
      html: markup.slice(hints.length),
      css: styleTag(sheet.instance.toString(), undefined),
      hints,
      blockSources,
      renderMs: performance.now() - started,
    };
  } finally {
    sheet.seal();
  }
}

/** The site the page belongs to, as its layout's context names it. */
function siteNameOf(page: PageContext): string | undefined {
  const name = page.layout?.sitecore?.context?.site?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}
