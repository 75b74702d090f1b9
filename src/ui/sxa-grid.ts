import { css } from 'styled-components';
import { GRID_TRACKS, type GridColumnRule, type SxaTone } from '../lib/sxa-params.ts';
import { NESTED_LAYOUT } from './layout.tsx';
import { media } from './theme.ts';
import { visuallyHidden } from './visually-hidden.tsx';

/**
 * The SXA layout grid (src/lib/sxa-params.ts): the 12-track row that containers, splitter
 * columns and rows lay their child blocks on, and the placement of one block on it from its
 * grid classes. Shared by the SXA layout blocks (blocks never import each other).
 */

/** Space between the tracks of a row. */
export const GRID_GAP = 'clamp(1.25rem, 0.9rem + 1.2vw, 2rem)';

/**
 * The vertical room a text or media block gives itself on the page (`padding-block`). It reads
 * `--block-space`, which nested content sets to 0: inside a column or a container's content the
 * layout block spaces its blocks (`--row-gap`) instead of each block adding a section's room.
 */
export const BLOCK_SPACE = 'var(--block-space, clamp(1.5rem, 1rem + 2vw, 3rem))';

/** Space between blocks stacked in nested content. */
export const NESTED_GAP = 'clamp(1rem, 0.75rem + 1vw, 1.5rem)';

/**
 * Content that already sits inside the page width and is spaced by its layout block (a column, a
 * Container's wrapped content, a panel): no second page gutter, no section room per block.
 */
export const nestedContentStyle = `
  ${NESTED_LAYOUT}
  --block-space: 0px;
  --row-gap: ${NESTED_GAP};
`;

/**
 * A 12-track row. A child block spans the whole row unless it places itself
 * (`gridPlacementStyle`, whose doubled class outranks this default). `min-inline-size: 0` lets
 * wide content (tables, carousels) shrink into its track instead of stretching the grid.
 */
export const gridRowStyle = css`
  display: grid;
  grid-template-columns: repeat(${GRID_TRACKS}, minmax(0, 1fr));
  /* At most 2.5% of the row: 11 gaps must still fit in a narrow column's nested row. */
  column-gap: min(${GRID_GAP}, 2.5%);
  row-gap: var(--row-gap, 0px);
  align-content: start;

  & > * {
    grid-column: 1 / -1;
    min-inline-size: 0;
  }

  /*
   * Edit mode's chrome markers (<code type="text/sitecore">) around each rendering stay in the
   * document for the editor but take no cell, so blocks sit side by side as visitors see them.
   */
  & > code[type='text/sitecore'] {
    ${visuallyHidden}
  }
`;

/** A block's own place on its parent row (from gridColumnRules); nothing outside a grid. */
export function gridPlacementStyle(rules: readonly GridColumnRule[]): string {
  if (rules.length <= 1) return '';
  const body = rules.map((rule) => (rule.from ? `${media.up(rule.from)} { grid-column: ${rule.gridColumn}; }` : `grid-column: ${rule.gridColumn};`)).join('\n');
  return `&& { ${body} }`;
}

/** Room inside a coloured or pictured band, so its content never touches the edge. */
export const BAND_SPACE = 'clamp(2rem, 1.25rem + 3vw, 4rem)';

/**
 * A band's colour (SxaTone from sxa-params). On dark, text blocks inside (rich text and the SXA
 * text blocks, which read `--surface-*`) take the band's light colour instead of their own dark
 * one, as SXA themes do for their dark containers.
 */
export const toneStyle = css<{ $tone: SxaTone }>`
  ${({ $tone, theme }) => ($tone === 'light' ? `background: ${theme.colors.surface};` : '')}
  ${({ $tone }) => ($tone === 'dark' ? darkTone : '')}
`;

const darkTone = css`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  --surface-text: ${({ theme }) => theme.colors.textOnDark};
  --surface-text-muted: ${({ theme }) => theme.colors.textMutedOnDark};
  --surface-link: ${({ theme }) => theme.colors.accentOnDark};

  & [data-block] :is(.rich-text, .rich-text *) {
    color: inherit;
  }
  & [data-block] .rich-text a {
    color: var(--surface-link);
  }
  & [data-block] .rich-text a:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;
