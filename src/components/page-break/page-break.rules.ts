/**
 * Page break (spec 003 sections 2 and 3): a full-width divider band, Styles White or Black.
 * No fields. A missing or unknown style is White (the page's own background: the quieter choice).
 */
export type PageBreakTone = 'white' | 'black';

export function pageBreakTone(styles: unknown): PageBreakTone {
  if (typeof styles !== 'string') return 'white';
  return styles.split(/[\s|,]+/).some((token) => token.toLowerCase() === 'black') ? 'black' : 'white';
}
