import { useMemo, type ReactNode } from 'react';
import { FlagSourceProvider, flagSourceFromTemplate } from '../ui/country-language/Flag.tsx';
import { ThemeProvider } from 'styled-components';
import { FontPreloads, GlobalStyle } from '../ui/GlobalStyle.tsx';
import { themes } from '../ui/theme.ts';
import { BlockDataProvider, type BlockDataSource } from './block-data.tsx';
import { createTranslate } from './context/dictionary.ts';
import { LoggerProvider, silentLogger, type Logger } from './context/logger.tsx';
import { PageContextProvider } from './context/page-context.tsx';
import { PageFactsProvider } from './context/page-facts.tsx';
import { RouteFieldsProvider } from './context/route-fields.tsx';
import { TranslateProvider } from './context/translate.tsx';
import type { PageContext } from './page-context.ts';
import { pageFactsOf } from './page-facts.ts';
import { themeNameFor } from './theme-choice.ts';

export interface PageProvidersProps {
  page: PageContext;
  /** Server: the request logger. Browser: omit (silent). */
  logger?: Logger | undefined;
  /** Server: `createServerBlockData(…)` for this request. Browser: omit (reads the stream). */
  blockData?: BlockDataSource | undefined;
  /** Palette override ('global' | 'drydocks'); otherwise chosen from the page (theme-choice.ts). */
  theme?: string | undefined;
  children: ReactNode;
}

/**
 * Everything a block may rely on when the whole page renders (the server, and fragments): the
 * page context, its facts, the dictionary, route fields, logger, block data, theme and base
 * styles. An island in the browser gets the same facts from IslandProviders, without the page.
 */
export function PageProviders({ page, logger, blockData, theme, children }: PageProvidersProps) {
  const themeName = themeNameFor(page, theme);
  const facts = useMemo(() => ({ ...pageFactsOf(page), theme: themeName }), [page, themeName]);
  const translate = useMemo(() => createTranslate(page.dictionary, page.language), [page.dictionary, page.language]);
  const routeFields = page.layout?.sitecore?.route?.fields;
  return (
    <PageContextProvider value={page}>
      <PageFactsProvider value={facts}>
        <TranslateProvider translate={translate}>
          <RouteFieldsProvider fields={routeFields && typeof routeFields === 'object' ? routeFields : {}}>
            <LoggerProvider logger={logger ?? silentLogger}>
              <BlockDataProvider source={blockData}>
                <ThemeProvider theme={themes[themeName]}>
                  <GlobalStyle $editing={facts.editing} />
                  <FontPreloads language={page.language} />
                  {page.flagService ? <FlagSourceProvider source={flagSourceFromTemplate(page.flagService)}>{children}</FlagSourceProvider> : children}
                </ThemeProvider>
              </BlockDataProvider>
            </LoggerProvider>
          </RouteFieldsProvider>
        </TranslateProvider>
      </PageFactsProvider>
    </PageContextProvider>
  );
}
