import { createContext, useContext, type ReactNode } from 'react';

/**
 * The route's fields a block reads (the header's theme, say). On the server the whole route's
 * fields; in an island only those its declaration names (`routeFields` in its island.ts).
 */
const RouteFieldsContext = createContext<Readonly<Record<string, unknown>>>({});

export function RouteFieldsProvider({ fields, children }: { fields: Readonly<Record<string, unknown>>; children: ReactNode }) {
  return <RouteFieldsContext.Provider value={fields}>{children}</RouteFieldsContext.Provider>;
}

export function useRouteFields(): Readonly<Record<string, unknown>> {
  return useContext(RouteFieldsContext);
}
