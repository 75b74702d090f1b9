import { hydrateRoot } from 'react-dom/client';
import { Document } from './src/app/Document.tsx';
import { PAGE_CONTEXT_ELEMENT_ID, type PageContext } from './src/app/page-context.ts';
import { collectComponentNames, preloadBlocks } from './src/app/registry.ts';
import { trackPageView } from './src/app/page-view.ts';

const element = document.getElementById(PAGE_CONTEXT_ELEMENT_ID);
if (element?.textContent) {
  const page = JSON.parse(element.textContent) as PageContext;
  // Load the page's block chunks first, so hydration never suspends on code.
  preloadBlocks(collectComponentNames(page.layout)).then(() => {
    hydrateRoot(document, <Document page={page} />, {
      onRecoverableError(error) {
        console.error('hydration recovered from an error:', error);
      },
    });
    // Spec 000 section 7: one page-view event per page load (the app has no client-side navigation).
    trackPageView(page);
  });
}
