import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../ui/theme.ts';
import { PageFactsProvider } from './context/page-facts.tsx';
import { RouteFieldsProvider } from './context/route-fields.tsx';
import { RenderingScopeProvider } from './context/stable-id.tsx';
import { TranslateProvider, translateFrom } from './context/translate.tsx';
import type { IslandProps } from './island.ts';
import type { PageFacts } from './page-facts.ts';

/**
 * What an island has in the browser: the page facts (with the phrases the page's islands
 * declared), its own route fields and scope, and the theme. No layout, no dictionary, no
 * settings: `usePageContext()` throws here by design.
 */
export function IslandProviders({ facts, props, children }: { facts: PageFacts; props: IslandProps; children: ReactNode }) {
  const translate = useMemo(() => translateFrom(facts.phrases ?? {}), [facts]);
  return (
    <PageFactsProvider value={facts}>
      <TranslateProvider translate={translate}>
        <RouteFieldsProvider fields={props.routeFields ?? {}}>
          <RenderingScopeProvider scope={props.scope}>
            <ThemeProvider theme={themes[facts.theme] ?? themes.global}>{children}</ThemeProvider>
          </RenderingScopeProvider>
        </RouteFieldsProvider>
      </TranslateProvider>
    </PageFactsProvider>
  );
}
