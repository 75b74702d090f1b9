import { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { SiteOriginProvider } from './context/site-href.tsx';
import type { ComponentRendering } from '../cms/types.ts';
import { arabicBodyTextStyle, bodyTextStyle } from '../ui/typography.ts';
import type { BlockDataSource } from './block-data.tsx';
import type { Logger } from './context/logger.tsx';
import type { PageContext } from './page-context.ts';
import { PageProviders } from './PageProviders.tsx';
import { Placeholder } from './Placeholder.tsx';
import { findRendering, FRAGMENT_NAMESPACE, FRAGMENT_PLACEHOLDER, FRAGMENT_ROOT_ATTRIBUTE, type FragmentTarget } from './fragment.rules.ts';

export interface FragmentContentProps {
  page: PageContext;
  target: FragmentTarget;
  /** Server only: the request's logger. */
  logger?: Logger | undefined;
  /** Server only: loaders for blocks that fetch their own data. */
  blockData?: BlockDataSource | undefined;
}

/**
 * What a fragment renders, the same on server and client: the page's providers (theme, base
 * styles, dictionary) around one placeholder or one rendering. Every style rule is scoped under
 * the fragment's wrapper (`[data-fragment] …`), so the base styles (`a`, `h1`, `*` …) reach only
 * the fragment, never the page that embeds it; rules for `html` and `body` match nothing there,
 * and the fragment root gets the body's typography instead (FragmentBaseStyle).
 */
export function FragmentContent({ page, target, logger, blockData }: FragmentContentProps) {
  return (
    <StyleSheetManager namespace={FRAGMENT_NAMESPACE}>
      <PageProviders page={page} logger={logger} blockData={blockData}>
        <SiteOriginProvider origin={page.publicUrl}>
          <FragmentBaseStyle />
          <FragmentTargetView page={page} target={target} />
        </SiteOriginProvider>
      </PageProviders>
    </StyleSheetManager>
  );
}

function FragmentTargetView({ page, target }: { page: PageContext; target: FragmentTarget }) {
  if (target.componentName !== undefined) {
    const rendering = findRendering(page.layout, target.componentName);
    if (!rendering) return null;
    // A parent that holds just this rendering, so it gets the Placeholder's error and Suspense
    // boundaries like any block on a page.
    const holder: ComponentRendering = { componentName: 'Fragment', placeholders: { [FRAGMENT_PLACEHOLDER]: [rendering] } };
    return <Placeholder name={FRAGMENT_PLACEHOLDER} rendering={holder} />;
  }
  if (target.placeholder !== undefined) return <Placeholder name={target.placeholder} />;
  return null;
}

/** The typography the page's `body` rule gives, on the fragment root (namespaced like the rest). */
const FragmentBaseStyle = createGlobalStyle`
  [${FRAGMENT_ROOT_ATTRIBUTE}] {
    ${bodyTextStyle}
  }
  [${FRAGMENT_ROOT_ATTRIBUTE}]:lang(ar) {
    ${arabicBodyTextStyle}
  }
`;
