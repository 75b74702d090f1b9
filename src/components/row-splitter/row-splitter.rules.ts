import { enabledPlaceholders, numberedParam, styleClasses, toneOf, type SxaTone } from '../../lib/sxa-params.ts';

/**
 * SXA row splitter (spec 000 section 2: "Row splitter: up to 8 rows"; section 3: Styles1 to
 * Styles8, EnabledPlaceholders). Rows are full-width bands stacked in the order
 * EnabledPlaceholders names them, each a `row-N-{*}` placeholder with the classes of StylesN;
 * `container-dark-background` and `container-light-background` colour a row as they colour a
 * Container (toneOf).
 */
export interface SplitterRow {
  slot: number;
  placeholder: string;
  classes: string[];
  tone: SxaTone;
}

export function splitterRows(params: Record<string, string>): SplitterRow[] {
  return enabledPlaceholders(params.EnabledPlaceholders).map((slot) => {
    const styles = numberedParam(params, 'Styles', slot);
    return { slot, placeholder: `row-${slot}-{*}`, classes: styleClasses(styles), tone: toneOf(styles) };
  });
}
