import { createContext, useContext, type ReactNode } from 'react';

/**
 * Element ids that are the same on the server and in an island. React's `useId` numbers by the
 * position in the whole tree, which an island hydrated on its own root does not share with the
 * page the server rendered; so blocks take ids from their rendering's scope (a short hash of its
 * place in the layout, the same on both sides) and a name of their own.
 */
const ScopeContext = createContext('b');

export function RenderingScopeProvider({ scope, children }: { scope: string; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** The current rendering's scope (its key in the layout). */
export function useRenderingScope(): string {
  return useContext(ScopeContext);
}

/**
 * A document-unique id for `name` within the current rendering: `name` must be unique within the
 * block (add an index or item id for lists).
 */
export function useStableId(name: string): string {
  return `${useContext(ScopeContext)}-${name}`;
}
