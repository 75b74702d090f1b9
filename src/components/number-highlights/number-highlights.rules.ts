import { fieldsOf, readItems, readText } from '../../fields/read.ts';
import { styleClasses } from '../../lib/sxa-params.ts';
import { countsUp, readCountedFigure, type CountedFigure } from '../../ui/count-up/count-up.rules.ts';

/**
 * Number highlights (spec 003; CMS names NumberHighlights, NumbersHighlight): headline, call to
 * action and cards with a counted-up number, unit and description.
 */

/** Spec 003 section 9: "count-up 2.5 s". */
export const HIGHLIGHT_COUNT_MS = 2500;
/** Spec 003 section 9: "visibility 75%" of the card before it counts. */
export const HIGHLIGHT_VISIBILITY = 0.75;

export interface HighlightModel extends CountedFigure {
  key: string;
  fields: Record<string, unknown>;
  description: string;
}

/**
 * The cards (`numbers`, a multilist of items with number, unit, description). Outside editing a
 * card with neither number nor description is dropped; in editing every one stays to be filled.
 */
export function highlightsOf(fields: Record<string, unknown>, editing: boolean): HighlightModel[] {
  const models = readItems(fields.numbers).map((item, index) => {
    const own = fieldsOf(item.fields);
    return { key: item.id || `${index}`, fields: own, ...readCountedFigure(own), description: readText(own.description).trim() };
  });
  return editing ? models : models.filter((model) => model.raw !== '' || model.description !== '');
}

export interface HighlightLayout {
  columns: 3 | 4;
  blue: boolean;
}

/** Spec 003 section 9: 3 columns, or 4 with the FieldNames value FourColumn; Styles Blue or default. */
export function highlightLayout(params: Readonly<Record<string, string>> | undefined): HighlightLayout {
  const fieldNames = (params?.FieldNames ?? '').trim().toLowerCase();
  return { columns: fieldNames === 'fourcolumn' ? 4 : 3, blue: styleClasses(params?.Styles).some((name) => name.toLowerCase() === 'blue') };
}

/** Spec 003 section 4: "count skipped in editing mode"; reduced motion also shows the final value. */
export const highlightsCount = countsUp;
