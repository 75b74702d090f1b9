import type { PageState } from '../../cms/types.ts';
import type { PageContext } from '../page-context.ts';
import { usePageFacts } from './page-facts.tsx';

export function usePageState(): PageState {
  return usePageFacts().pageState;
}

/**
 * Edit mode: the editing endpoint set pageState 'edit', or the Layout Service says the page is
 * being edited (metadata-mode layouts carry only `pageEditing: true`). Preview is not editing.
 */
export function isEditingPage(page: Pick<PageContext, 'pageState' | 'layout'>): boolean {
  return page.pageState === 'edit' || page.layout?.sitecore?.context?.pageEditing === true;
}

export function useIsEditing(): boolean {
  return usePageFacts().editing;
}
