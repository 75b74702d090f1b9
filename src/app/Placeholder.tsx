import { createElement, useContext, type ReactNode } from 'react';
import type { ComponentRendering, HtmlElementRendering, PlaceholderItem } from '../cms/types.ts';
import { isComponentRendering, isHtmlElementRendering } from '../lib/renderings.ts';
import { fieldsOf } from '../fields/read.ts';
import { usePageContext } from './context/page-context.tsx';
import { isEditingPage } from './context/page-state.ts';
import { useLogger, type Logger } from './context/logger.tsx';
import { EmptyPlaceholderZone, HiddenRenderingBox, MissingComponentBox } from './editing-ui.tsx';
import { HIDDEN_RENDERING_NAME } from '../lib/personalize-layout.ts';
import { chromeElementProps, isValidTagName, paramsOf, placeholderItems, resolvePlaceholderKey } from './placeholder.rules.ts';
import { blockFolderFor, blockLoadError, getLoadedBlock, isKnownBlock } from './registry.ts';
import { BlockBody } from './BlockBody.tsx';
import { RenderingScopeProvider, useRenderingScope } from './context/stable-id.tsx';
import { islandRendering, scopeOf } from './island.ts';
import { islandFor } from './island-registry.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { BlockMemoContext } from './block-memo.ts';

export interface PlaceholderProps {
  /** Placeholder key (`headless-main`) or dynamic name (`container-1`, `column-1-{*}`). */
  name: string;
  /** The parent rendering whose placeholders to read; the route's when absent. */
  rendering?: ComponentRendering | undefined;
}

const DEFAULT_PLACEHOLDER_UID = '00000000-0000-0000-0000-000000000000';

/**
 * Renders the renderings of one placeholder. Each rendering sits in its own error boundary and
 * Suspense boundary; chrome elements are drawn only in edit mode; unknown components show a box
 * to editors and nothing (plus a server warning) to visitors; an empty placeholder is a visible
 * drop zone in edit mode.
 */
export function Placeholder({ name, rendering }: PlaceholderProps) {
  const page = usePageContext();
  const logger = useLogger();
  const parentScope = useRenderingScope();
  const editing = isEditingPage(page);
  const metadataMode = editing && page.layout.sitecore.context?.editMode === 'metadata';

  const source = rendering ? rendering.placeholders : (page.layout.sitecore.route?.placeholders ?? undefined);
  const key = resolvePlaceholderKey(source, name, rendering?.params);
  const items = placeholderItems(source, key);

  // Each rendering's scope comes from its place in the layout: the same wherever it is rendered.
  const placeholderPath = `${parentScope}/${key ?? name}`;
  const nodes: ReactNode[] = [];
  let hasRendering = false;
  items.forEach((item, index) => {
    if (isComponentRendering(item)) {
      hasRendering = true;
      nodes.push(
        <RenderingSlot
          key={item.uid ? `${item.uid}-${index}` : `r-${index}`}
          rendering={item}
          scope={scopeOf(placeholderPath, index)}
          editing={editing}
          metadataMode={metadataMode}
          logger={logger}
        />,
      );
    } else if (editing && isHtmlElementRendering(item)) {
      const chrome = renderChrome(item, `c-${index}`);
      if (chrome) nodes.push(chrome);
    }
  });

  if (editing && !hasRendering) {
    const zone = <EmptyPlaceholderZone key="empty" name={key ?? name} />;
    const closeAt = items.findIndex(isPlaceholderCloseChrome);
    if (closeAt >= 0) nodes.splice(Math.min(closeAt, nodes.length), 0, zone);
    else nodes.push(zone);
  }

  if (!metadataMode) return <>{nodes}</>;
  const placeholderId = `${key ?? name}_${rendering?.uid ?? DEFAULT_PLACEHOLDER_UID}`;
  return (
    <>
      {metadataChrome('placeholder', 'open', placeholderId)}
      {nodes}
      {metadataChrome('placeholder', 'close')}
    </>
  );
}

interface SlotProps {
  rendering: ComponentRendering;
  scope: string;
  editing: boolean;
  metadataMode: boolean;
  logger: Logger;
}

function RenderingSlot({ rendering, scope, editing, metadataMode, logger }: SlotProps) {
  const Memo = useContext(BlockMemoContext);
  const { componentName } = rendering;
  const Block = getLoadedBlock(componentName);
  let content: ReactNode;
  if (Block) {
    // Interactive blocks are islands (their folder's island.ts); the rest render here only.
    const declaration = islandFor(componentName);
    const own = declaration ? islandRendering(rendering, declaration, editing) : rendering;
    // An island that fails is rendered again when it hydrates, and its error boundary shows
    // editors the notice; a static block is not, so the server writes the notice for the browser.
    const body = <BlockBody Block={Block} rendering={own} editing={editing} logger={logger} failureNotice={editing && !declaration} />;
    content = (
      <RenderingScopeProvider scope={scope}>
        {declaration ? (
          <IslandRoot
            declaration={declaration}
            rendering={own}
            scope={scope}
            folder={blockFolderFor(componentName) ?? componentName}
            modalId={declaration.modalIdOf?.(fieldsOf(rendering.fields), paramsOf(rendering.params))}
          >
            {body}
          </IslandRoot>
        ) : (
          body
        )}
      </RenderingScopeProvider>
    );
    if (Memo && !editing) {
      content = (
        <Memo rendering={rendering} scope={scope}>
          {content}
        </Memo>
      );
    }
  } else if (componentName === HIDDEN_RENDERING_NAME) {
    // A rendering the chosen variant hides (issue 29): editors see where it is, visitors nothing.
    content = editing ? <HiddenRenderingBox /> : null;
  } else {
    const known = isKnownBlock(componentName);
    warnOnce(logger, componentName, known);
    const reason = known ? `The block's code was not loaded: ${errorText(blockLoadError(componentName))}` : undefined;
    content = editing ? <MissingComponentBox componentName={componentName} reason={reason} /> : null;
  }
  if (!metadataMode) return content;
  return (
    <>
      {metadataChrome('rendering', 'open', rendering.uid ?? '')}
      {content}
      {metadataChrome('rendering', 'close')}
    </>
  );
}

function renderChrome(item: HtmlElementRendering, key: string): ReactNode {
  if (!isValidTagName(item.name)) return null;
  const props: Record<string, unknown> = { ...chromeElementProps(item.attributes), key };
  if (typeof item.contents === 'string' && item.contents !== '') {
    props.dangerouslySetInnerHTML = { __html: item.contents };
  }
  return createElement(item.name.toLowerCase(), props);
}

function isPlaceholderCloseChrome(item: PlaceholderItem): boolean {
  if (!isHtmlElementRendering(item)) return false;
  const attributes = item.attributes ?? {};
  return attributes.chrometype === 'placeholder' && attributes.kind === 'close';
}

/** Metadata-mode chromes the Pages editor reads (`<code type="text/sitecore" chrometype=…>`). */
function metadataChrome(chrometype: 'placeholder' | 'rendering', kind: 'open' | 'close', id?: string) {
  return createElement('code', {
    type: 'text/sitecore',
    chrometype,
    className: 'scpm',
    kind,
    ...(kind === 'open' && id !== undefined ? { id } : {}),
  });
}

const warned = new WeakMap<Logger, Set<string>>();

/** One warning per component name per logger (the server's logger is per request). */
function warnOnce(logger: Logger, componentName: string, known: boolean) {
  let names = warned.get(logger);
  if (!names) warned.set(logger, (names = new Set()));
  if (names.has(componentName)) return;
  names.add(componentName);
  logger.warn({ component: componentName }, known ? 'block not loaded before render; rendering nothing' : 'unknown component; rendering nothing');
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? 'it was not preloaded before rendering' : String(error);
}
