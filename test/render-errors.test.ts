import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { devClientAssets } from '../src/server/assets.ts';
import type { PageContext } from '../src/app/page-context.ts';

const { renderPage } = (await import(pathToFileURL(join(ROOT, 'dist', 'server', 'entry-server.js')).href)) as typeof import('../entry-server.tsx');

const quiet = { info() {}, warn() {}, error() {}, debug() {} };
const options = {
  assets: devClientAssets,
  isBot: false,
  logger: quiet as never,
  blockData: { fetchJson: async () => ({}), allowedFeedHosts: [] },
  abortAfterMs: 1000,
};

function page(layout: unknown): PageContext {
  return {
    layout: layout as PageContext['layout'],
    dictionary: {},
    siteSettings: {},
    locale: 'default',
    language: 'en',
    dir: 'ltr',
    pageState: 'normal',
    path: '/',
    search: '',
    publicUrl: 'https://www.example.com',
    notFound: false,
  };
}

describe('renderPage', () => {
  it('rejects when the shell itself cannot render, so the route answers with the 500 page', async () => {
    await expect(renderPage(page({ not: 'a layout' }), options)).rejects.toBeDefined();
    await expect(renderPage(page(null), options)).rejects.toBeDefined();
  });

  it('leaves no timer behind after a shell error', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    await Promise.allSettled(Array.from({ length: 5 }, () => renderPage(page(null), options)));
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
