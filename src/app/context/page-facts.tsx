import { createContext, useContext, type ReactNode } from 'react';
import type { PageFacts } from '../page-facts.ts';

const PageFactsContext = createContext<PageFacts | null>(null);

export function PageFactsProvider({ value, children }: { value: PageFacts; children: ReactNode }) {
  return <PageFactsContext.Provider value={value}>{children}</PageFactsContext.Provider>;
}

/**
 * The page-wide facts (language, direction, page state, path, phrases…): what every block may read,
 * islands included. Throws outside the page's or an island's providers.
 */
export function usePageFacts(): PageFacts {
  const facts = useContext(PageFactsContext);
  if (!facts) throw new Error('usePageFacts() used outside <PageProviders> or an island');
  return facts;
}

/** The facts, or null outside any providers (shared UI that also renders alone, in tests). */
export function useOptionalPageFacts(): PageFacts | null {
  return useContext(PageFactsContext);
}
