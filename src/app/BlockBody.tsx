import { Suspense, useEffect, type ComponentType } from 'react';
import type { ComponentRendering } from '../cms/types.ts';
import { fieldsOf } from '../fields/read.ts';
import type { Logger } from './context/logger.tsx';
import { paramsOf } from './placeholder.rules.ts';
import type { BlockProps } from './registry.ts';
import { RenderingErrorBoundary } from './RenderingErrorBoundary.tsx';
import { RenderingErrorNotice } from './editing-ui.tsx';
import { FAILED_BLOCK_ATTRIBUTE } from './failed-blocks.ts';

export interface BlockBodyProps {
  Block: ComponentType<BlockProps>;
  rendering: ComponentRendering;
  editing: boolean;
  logger: Logger;
  /**
   * Browser: called once the block itself has hydrated (its effects, listeners included, have
   * run). Its boundary hydrates after the island's root commits, so the root cannot tell.
   */
  onHydrated?: (() => void) | undefined;
  /**
   * Server, edit mode, static blocks: the editor's notice, held in an inert template as the
   * boundary's fallback, for the browser to show if the block fails (failed-blocks.ts).
   */
  failureNotice?: boolean | undefined;
}

/**
 * One rendering's block inside its error and Suspense boundaries. The server renders this inside
 * an island's root and the browser hydrates the same element tree there, so the two must stay
 * one component.
 */
export function BlockBody({ Block, rendering, editing, logger, onHydrated, failureNotice }: BlockBodyProps) {
  const fallback = failureNotice ? (
    <template {...{ [FAILED_BLOCK_ATTRIBUTE]: rendering.componentName }}>
      <RenderingErrorNotice componentName={rendering.componentName} message="" />
    </template>
  ) : null;
  return (
    <RenderingErrorBoundary componentName={rendering.componentName} editing={editing} logger={logger}>
      <Suspense fallback={fallback}>
        <Block rendering={rendering} fields={fieldsOf(rendering.fields)} params={paramsOf(rendering.params)} />
        {onHydrated && <HydrationSignal onHydrated={onHydrated} />}
      </Suspense>
    </RenderingErrorBoundary>
  );
}

/** Renders nothing; its effect runs after the block's own (siblings' effects run in order). */
function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
