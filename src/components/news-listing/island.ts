import type { IslandDeclaration } from '../../app/island.ts';

/** The country choice and the pages change the cards in the browser; the first page comes with the page. */
export const island: IslandDeclaration = {
  load: 'interaction',
  phrases: [
    'LoadingNews',
    'NewsCountry',
    'NewsListingEmpty',
    'NewsListingFailed',
    'NewsPagination',
    'NewsSourceExternal',
    'NewsSourceLocal',
    'NextPage',
    'OpensInNewTab',
    'PreviousPage',
  ],
};
