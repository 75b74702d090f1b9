import type { IslandDeclaration } from '../../app/island.ts';
import { readText } from '../../fields/read.ts';
import { taxonomyId } from '../../lib/taxonomy.ts';
import { PHRASE_KEYS } from './listing-phrases.ts';

/**
 * Facets, the phone filter dialog and paging move in the browser; the first page comes with the
 * server's HTML and its data beside it. The island carries only the headline and the fixed type's id.
 */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: PHRASE_KEYS,
  compactFields: (fields) => {
    const compact: Record<string, unknown> = { headline: { value: readText(fields.headline) } };
    const type = taxonomyId(fields.insightsType);
    if (type !== '') compact.insightsType = { id: type, name: type };
    return compact;
  },
};
