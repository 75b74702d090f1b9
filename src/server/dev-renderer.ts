import type { FastifyInstance } from 'fastify';
import middie from '@fastify/middie';
import type { Renderer } from './renderer.ts';
import { devClientAssets } from './assets.ts';

/**
 * Development: Vite in middleware mode serves sources with hot reload, and every render loads
 * the current entry-server through Vite, so edits show without a restart.
 */
export async function createDevRenderer(app: FastifyInstance, root: string): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'custom',
    // Share Fastify's HTTP server for the hot reload websocket.
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);

  // Loaded anew for every render, so edits show at once; the last one answers isKnownBlock.
  let entry = await load();
  async function load() {
    return (await vite.ssrLoadModule('/entry-server.tsx')) as typeof import('../../entry-server.tsx');
  }
  let devHeadCache: string | undefined;
  return {
    assets: devClientAssets,
    async renderPage(page, options) {
      entry = await load();
      return entry.renderPage(page, options);
    },
    async renderIslandProps(page, options) {
      entry = await load();
      return entry.renderIslandProps(page, options);
    },
    async renderFragment(...args) {
      entry = await load();
      return entry.renderFragment(...args);
    },
    isKnownBlock: (name) => entry.isKnownBlock(name),
    blockComponentNames: () => entry.blockComponentNames(),
    async devHead(url) {
      if (devHeadCache === undefined) {
        const html = await vite.transformIndexHtml(url, '<!DOCTYPE html><html><head></head><body></body></html>');
        devHeadCache = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      }
      return devHeadCache;
    },
    close: () => vite.close(),
  };
}
