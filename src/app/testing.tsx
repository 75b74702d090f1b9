/**
 * Test support for components (not imported by the app): page contexts from layouts, a
 * collecting logger, and server rendering inside PageProviders.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { LayoutContext, LayoutServiceData, PlaceholdersData } from '../cms/types.ts';
import type { BlockDataSource } from './block-data.tsx';
import type { Logger } from './context/logger.tsx';
import type { PageContext } from './page-context.ts';
import { PageProviders } from './PageProviders.tsx';
import { PageFactsProvider } from './context/page-facts.tsx';
import { TranslateProvider, translateFrom } from './context/translate.tsx';
import { uiPhrases } from './context/ui-phrases.ts';
import { pageFactsOf, type PageFacts } from './page-facts.ts';

export function layoutWith(placeholders: PlaceholdersData, context: LayoutContext = {}): LayoutServiceData {
  return { sitecore: { context: { pageEditing: false, pageState: 'normal', language: 'en', ...context }, route: { name: 'test', placeholders } } };
}

/** A page context around a layout; `editing` forces both edit signals on or off. */
export function makePage(layout: LayoutServiceData, overrides: Partial<PageContext> & { editing?: boolean } = {}): PageContext {
  const { editing, ...rest } = overrides;
  const copy = structuredClone(layout);
  if (editing !== undefined) {
    copy.sitecore.context = { ...copy.sitecore.context, pageEditing: editing, pageState: editing ? 'edit' : 'normal' };
  }
  const language = rest.language ?? 'en';
  return {
    layout: copy,
    dictionary: {},
    siteSettings: {},
    locale: language,
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    pageState: editing ? 'edit' : 'normal',
    path: '/',
    search: '',
    publicUrl: 'https://www.example.com',
    notFound: false,
    ...rest,
  };
}

export interface LogEntry {
  level: keyof Logger;
  obj: object | string;
  msg: string | undefined;
}

export function collectingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: keyof Logger) => (obj: object | string, msg?: string) => void entries.push({ level, obj, msg });
  return { entries, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function renderWithPage(node: ReactNode, page: PageContext, options: { logger?: Logger; blockData?: BlockDataSource } = {}): string {
  const html = renderToString(
    <PageProviders page={page} logger={options.logger} blockData={options.blockData}>
      {node}
    </PageProviders>,
  );
  // Without a <head>, React writes resource hints (the font preload) in front of the markup.
  return html.replace(/^(<link rel="preload"[^>]*>)+/, '');
}

/**
 * The facts an island has in the browser for a page like `makePage(…)` would give, with every
 * built-in phrase of the language resolved (as the server resolves the declared ones).
 */
export function factsFor(overrides: Partial<PageContext> = {}, layout: LayoutServiceData = layoutWith({})): PageFacts {
  const page = makePage(layout, overrides);
  const language = page.language;
  return pageFactsOf(page, Object.keys(uiPhrases[language] ?? {}), (key) => uiPhrases[language]?.[key]);
}

/** Only what an island has in the browser: the facts and their phrases, no page context. */
export function FactsOnly({ facts, children }: { facts: PageFacts; children: ReactNode }) {
  return (
    <PageFactsProvider value={facts}>
      <TranslateProvider translate={translateFrom(facts.phrases)}>{children}</TranslateProvider>
    </PageFactsProvider>
  );
}
