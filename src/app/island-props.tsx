import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where an island's props go when the server renders it (IslandRoot):
 * - `inline`: a `<script type="application/json" data-island-props>` after its root (the
 *   default: edit mode, preview, fragments, development, the page cache off, tests);
 * - `deferred`: nowhere in the page: the root carries a hash of them, and the browser fetches
 *   them with the page's islands document when the island first hydrates (visitors' pages with
 *   the page cache on);
 * - a collector: nowhere in the markup (which is not sent); each island hands its props to the
 *   collector, which makes the islands document (`?__islands=1`).
 */
export type IslandPropsMode = 'inline' | 'deferred' | IslandPropsCollector;

/** The props of every island of one render, by scope, as `serializeForScript` wrote them. */
export class IslandPropsCollector {
  private readonly byScope = new Map<string, string>();

  add(scope: string, serialized: string): void {
    this.byScope.set(scope, serialized);
  }

  get size(): number {
    return this.byScope.size;
  }

  /**
   * `{"<scope>":<props>,…}`, scopes sorted (the same bytes, and validator, for the same content
   * however the render's boundaries finished). Each value is JSON already, with `<`, `>`, `&`
   * escaped as unicode escapes: still plain JSON, and harmless should anything show it as HTML.
   */
  toJson(): string {
    const scopes = [...this.byScope.keys()].sort();
    return `{${scopes.map((scope) => `${JSON.stringify(scope)}:${this.byScope.get(scope)!}`).join(',')}}`;
  }
}

const IslandPropsModeContext = createContext<IslandPropsMode>('inline');

export function IslandPropsModeProvider({ mode, children }: { mode: IslandPropsMode; children: ReactNode }) {
  return <IslandPropsModeContext.Provider value={mode}>{children}</IslandPropsModeContext.Provider>;
}

export function useIslandPropsMode(): IslandPropsMode {
  return useContext(IslandPropsModeContext);
}
