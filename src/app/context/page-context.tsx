import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from '../page-context.ts';

const PageContextContext = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <PageContextContext.Provider value={value}>{children}</PageContextContext.Provider>;
}

/** The page being rendered. Throws outside `PageProviders`: every page component sits inside it. */
export function usePageContext(): PageContext {
  const page = useContext(PageContextContext);
  if (!page) throw new Error('usePageContext() used outside <PageProviders>');
  return page;
}
