import { useMemo, type ReactNode } from 'react';
import type { ComponentRendering } from '../cms/types.ts';
import { fieldsOf } from '../fields/read.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { useLogger, type Logger } from './context/logger.tsx';
import { useRouteFields } from './context/route-fields.tsx';
import { TranslateProvider, useTranslate, type Translate } from './context/translate.tsx';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_MODAL_ATTRIBUTE,
  ISLAND_PAGESHOW_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_PROPS_HASH_ATTRIBUTE,
  ISLAND_SCOPE_ATTRIBUTE,
  islandPropsHash,
  islandPropsOf,
  loadStrategyOf,
  type IslandDeclaration,
} from './island.ts';
import { useIslandPropsMode } from './island-props.tsx';
import { paramsOf } from './placeholder.rules.ts';

export interface IslandRootProps {
  declaration: IslandDeclaration;
  rendering: ComponentRendering;
  scope: string;
  /** The block folder, written on the root for the browser's loader and for people reading. */
  folder: string;
  /** A slide-in's modal id: a trigger for it hydrates this island before opening it. */
  modalId?: string | undefined;
  children: ReactNode;
}

/**
 * The server's mark for an island: a root element that takes no box of its own
 * (`display: contents`, so grids and flex rows lay out the block as before) holding the block's
 * markup, and the props the browser hydrates it with: after the root (`inline`), or, in a
 * visitor's page the page cache keeps (`deferred`), only a hash of them on the root, the props
 * themselves going to the page's islands document (island-props.tsx). Nothing else of the page is sent.
 */
export function IslandRoot({ declaration, rendering, scope, folder, modalId, children }: IslandRootProps) {
  const routeFields = useRouteFields();
  const mode = useIslandPropsMode();
  const props = islandPropsJson(rendering, scope, declaration, routeFields);
  const load = loadStrategyOf(declaration, paramsOf(rendering.params), fieldsOf(rendering.fields));
  if (typeof mode === 'object') mode.add(scope, props.json);
  return (
    <>
      <div
        {...{ [ISLAND_ATTRIBUTE]: folder, [ISLAND_SCOPE_ATTRIBUTE]: scope, [ISLAND_LOAD_ATTRIBUTE]: load }}
        {...(modalId ? { [ISLAND_MODAL_ATTRIBUTE]: modalId } : {})}
        {...(declaration.pageShows ? { [ISLAND_PAGESHOW_ATTRIBUTE]: '' } : {})}
        {...(mode === 'inline' ? {} : { [ISLAND_PROPS_HASH_ATTRIBUTE]: props.hash })}
        style={{ display: 'contents' }}
      >
        <DeclaredPhrases declaration={declaration} component={rendering.componentName}>
          {children}
        </DeclaredPhrases>
      </div>
      {mode === 'inline' && (
        <script type="application/json" {...{ [ISLAND_PROPS_ATTRIBUTE]: scope }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: props.json }} />
      )}
    </>
  );
}

/**
 * Island props as JSON (and its hash), by rendering, route fields and scope. The props are a pure function of
 * these, and the CMS cache hands every request the same rendering and route-field objects (a
 * compact rendering is itself kept per rendering, island.ts), so each island's JSON is written
 * once rather than on every page (2 % of a home page render). Renderings and route fields read
 * anew are new keys; at most MAX_SCOPES scopes are kept per pair.
 */
interface SerializedProps {
  json: string;
  hash: string;
}

const propsJson = new WeakMap<ComponentRendering, WeakMap<object, Map<string, SerializedProps>>>();
const NO_ROUTE_FIELDS = {};
const MAX_SCOPES = 64;

function islandPropsJson(
  rendering: ComponentRendering,
  scope: string,
  declaration: IslandDeclaration,
  routeFields: Readonly<Record<string, unknown>> | null | undefined,
): SerializedProps {
  let byFields = propsJson.get(rendering);
  if (!byFields) propsJson.set(rendering, (byFields = new WeakMap()));
  const fieldsKey = routeFields ?? NO_ROUTE_FIELDS;
  let byScope = byFields.get(fieldsKey);
  if (!byScope) byFields.set(fieldsKey, (byScope = new Map()));
  let json = byScope.get(scope);
  if (json === undefined) {
    const text = serializeForScript(islandPropsOf(rendering, scope, declaration, routeFields));
    json = { json: text, hash: islandPropsHash(text) };
    if (byScope.size >= MAX_SCOPES) byScope.delete(byScope.keys().next().value!);
    byScope.set(scope, json);
  }
  return json;
}

/**
 * On the server, a lookup of a phrase the island does not declare is logged (once per key): in
 * the browser the island would show the default written in the code instead of the dictionary's.
 */
function DeclaredPhrases({ declaration, component, children }: { declaration: IslandDeclaration; component: string; children: ReactNode }) {
  const translate = useTranslate();
  const logger = useLogger();
  const checked = useMemo(() => checkedTranslate(translate, declaration.phrases ?? [], component, logger), [translate, declaration, component, logger]);
  return <TranslateProvider translate={checked}>{children}</TranslateProvider>;
}

export function checkedTranslate(translate: Translate, declared: readonly string[], component: string, logger: Logger): Translate {
  const allowed = new Set(declared);
  const reported = new Set<string>();
  return (key, fallback, values) => {
    if (!allowed.has(key) && !reported.has(key)) {
      reported.add(key);
      logger.warn({ component, phrase: key }, 'island looks up a phrase its island.ts does not declare');
    }
    return translate(key, fallback, values);
  };
}
