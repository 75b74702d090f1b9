import type { ReactNode } from 'react';
import type { PageContext } from './page-context.ts';
import { PAGE_FACTS_ELEMENT_ID, pageFactsOf, type PageFacts } from './page-facts.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { SeoHead } from './SeoHead.tsx';
import { PageProviders } from './PageProviders.tsx';
import { PageLayout } from './PageLayout.tsx';
import type { Logger } from './context/logger.tsx';
import type { BlockDataSource } from './block-data.tsx';
import { isEditingPage } from './context/page-state.ts';
import { EDITING_ATTRIBUTE } from '../ui/typography.ts';

export interface DocumentProps {
  page: PageContext;
  /** The facts the page's islands share (with their phrases); derived without phrases if absent. */
  facts?: PageFacts;
  /** The request's logger. */
  logger?: Logger;
  /** Loaders for blocks that fetch their own data. */
  blockData?: BlockDataSource;
  /** Resource hints React hoists into the head (no markup of their own). */
  resources?: ReactNode;
}

/**
 * The whole document, `<html>` down, rendered on the server only: React hoists titles, metas and
 * links itself. The browser never hydrates it as a whole: it hydrates each island (IslandRoot)
 * on its own root, with the facts written first in the body and each island's own props.
 */
export function Document({ page, facts, logger, blockData, resources }: DocumentProps) {
  return (
    // Edit mode marked on the root: styles that hold for visitors only key on it (cards' clamp).
    <html lang={page.language} dir={page.dir} {...(isEditingPage(page) ? { [EDITING_ATTRIBUTE]: '' } : {})}>
      <head>
        <meta charSet="utf-8" />
        <SeoHead page={page} />
        {resources}
      </head>
      <body>
        <script type="application/json" id={PAGE_FACTS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: serializeForScript(facts ?? pageFactsOf(page)) }} />
        <PageProviders page={page} logger={logger} blockData={blockData}>
          <PageLayout />
        </PageProviders>
      </body>
    </html>
  );
}
