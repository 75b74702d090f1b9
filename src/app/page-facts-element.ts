/**
 * The id of the page facts' JSON script (first in the body). Apart from `page-facts.ts`, which
 * builds the facts on the server, so that the browser's entry imports no more than this name.
 */
export const PAGE_FACTS_ELEMENT_ID = '__PAGE_FACTS__';
