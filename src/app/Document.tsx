import { useEffect, type ReactNode } from 'react';
import { PAGE_CONTEXT_ELEMENT_ID, type PageContext } from './page-context.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { SeoHead } from './SeoHead.tsx';
import { PageProviders } from './PageProviders.tsx';
import { PageLayout } from './PageLayout.tsx';
import type { Logger } from './context/logger.tsx';
import type { BlockDataSource } from './block-data.tsx';

export interface DocumentProps {
  page: PageContext;
  /** Server only: the request's logger. The browser keeps its console quiet. */
  logger?: Logger;
  /** Server only: loaders for blocks that fetch their own data. */
  blockData?: BlockDataSource;
  /** Server only: resource hints React hoists into the head (no markup of their own). */
  resources?: ReactNode;
}

/**
 * The whole document, `<html>` down, so React hoists titles, metas and links itself and the
 * browser hydrates exactly what the server sent.
 */
export function Document({ page, logger, blockData, resources }: DocumentProps) {
  return (
    <html lang={page.language} dir={page.dir}>
      <head>
        <meta charSet="utf-8" />
        <SeoHead page={page} />
        {resources}
      </head>
      <body>
        <PageProviders page={page} logger={logger} blockData={blockData}>
          <PageLayout />
        </PageProviders>
        <HydrationMarker />
        <script
          type="application/json"
          id={PAGE_CONTEXT_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeForScript(page) }}
        />
      </body>
    </html>
  );
}

/** Marks `<html data-hydrated="true">` once the shell has hydrated, for tests and monitoring. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
