import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from '../page-context.ts';

const PageContextContext = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <PageContextContext.Provider value={value}>{children}</PageContextContext.Provider>;
}

/**
 * The whole page (layout, dictionary, site settings): for static blocks, which render on the
 * server only. Islands never have it in the browser (they carry only their own rendering), so an
 * island reads `usePageFacts()` and its own props instead; here it would throw.
 */
export function usePageContext(): PageContext {
  const page = useContext(PageContextContext);
  if (!page) {
    throw new Error('usePageContext() used outside <PageProviders>: inside an island only usePageFacts(), useRouteFields() and the block props exist');
  }
  return page;
}
