import type { ReactNode } from 'react';
import { FlagSourceProvider, flagSourceFromTemplate } from '../ui/country-language/Flag.tsx';
import { ThemeProvider } from 'styled-components';
import { FontPreloads, GlobalStyle } from '../ui/GlobalStyle.tsx';
import { themes } from '../ui/theme.ts';
import { BlockDataProvider, type BlockDataSource } from './block-data.tsx';
import { LoggerProvider, silentLogger, type Logger } from './context/logger.tsx';
import { PageContextProvider } from './context/page-context.tsx';
import { isEditingPage } from './context/page-state.ts';
import type { PageContext } from './page-context.ts';
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

/** Everything a page component may rely on: page context, logger, block data, theme, base styles. */
export function PageProviders({ page, logger, blockData, theme, children }: PageProvidersProps) {
  const selected = themes[themeNameFor(page, theme)];
  return (
    <PageContextProvider value={page}>
      <LoggerProvider logger={logger ?? silentLogger}>
        <BlockDataProvider source={blockData}>
          <ThemeProvider theme={selected}>
            <GlobalStyle $editing={isEditingPage(page)} />
            <FontPreloads language={page.language} />
            {page.flagService ? (
              <FlagSourceProvider source={flagSourceFromTemplate(page.flagService)}>{children}</FlagSourceProvider>
            ) : (
              children
            )}
          </ThemeProvider>
        </BlockDataProvider>
      </LoggerProvider>
    </PageContextProvider>
  );
}
