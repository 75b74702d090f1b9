import {
  enabledPlaceholders,
  equalShare,
  gridColumnRules,
  hasGridPlacement,
  numberedParam,
  parseGridClasses,
  styleClasses,
  type GridColumnRule,
  type GridPlacement,
} from '../../lib/sxa-params.ts';

/**
 * SXA column splitter (spec 000 section 2: "up to 8 columns. The enabled columns are named in a
 * comma-separated EnabledPlaceholders parameter. Column widths come from ColumnWidth1 to
 * ColumnWidth8 and styles from Styles1 to Styles8."). Widths are Bootstrap grid classes, laid on
 * the 12-track grid with our breakpoints (the mapping is in src/lib/sxa-params.ts): columns stack
 * below 640 px and sit side by side from where their classes say.
 */
export interface SplitterColumn {
  /** 1 to 8: which ColumnWidthN / StylesN / column-N placeholder. */
  slot: number;
  /** Its placeholder, as SXA names it (`column-2-{*}`; Placeholder fills the dynamic id). */
  placeholder: string;
  classes: string[];
  grid: GridColumnRule[];
}

/**
 * A column without width classes: an equal share of the row from the tablet breakpoint (our
 * `sm`, 768 px) up, stacked below it (our decision; Bootstrap would give it the whole row).
 */
const EQUAL_FROM_TABLET: GridPlacement = { spans: { sm: 'equal' }, offsets: {} };

export function splitterColumns(params: Record<string, string>): SplitterColumn[] {
  const slots = enabledPlaceholders(params.EnabledPlaceholders);
  const share = equalShare(slots.length);
  return slots.map((slot) => {
    const parsed = parseGridClasses(numberedParam(params, 'ColumnWidth', slot));
    return {
      slot,
      placeholder: `column-${slot}-{*}`,
      classes: styleClasses(numberedParam(params, 'Styles', slot)),
      grid: gridColumnRules(hasGridPlacement(parsed) ? parsed : EQUAL_FROM_TABLET, share),
    };
  });
}
