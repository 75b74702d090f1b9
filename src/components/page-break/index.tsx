import styled from 'styled-components';
import type { BlockProps } from '../../app/registry.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { pageBreakTone, type PageBreakTone } from './page-break.rules.ts';

/**
 * Page break (spec 003): a full-width band that closes one part of the page before the next. An
 * `<hr>` (a thematic break for assistive technology); White is a quiet hairline band, Black a
 * deep ink band with an accent rule. Nothing for editors to fill, so no placeholder.
 */
export default function PageBreak({ fields, params }: BlockProps) {
  const tone = pageBreakTone(params.Styles);
  return <Band id={sectionIdOf(fields, params)} data-block="page-break" data-tone={tone} $tone={tone} />;
}

const Band = styled.hr<{ $tone: PageBreakTone }>`
  position: relative;
  display: block;
  inline-size: 100%;
  block-size: clamp(3rem, 2.25rem + 3vw, 5rem);
  margin: 0;
  border: 0;
  background: ${({ theme, $tone }) => ($tone === 'black' ? theme.colors.ink : theme.colors.background)};
  overflow: visible;

  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline: max(${({ theme }) => theme.layout.gutter}, calc((100% - ${({ theme }) => theme.layout.maxWidth}) / 2));
    block-size: ${({ $tone }) => ($tone === 'black' ? '2px' : '1px')};
    background: ${({ theme, $tone }) =>
      $tone === 'black' ? `linear-gradient(to right, ${theme.colors.accentOnDark} 0 4rem, rgba(255, 255, 255, 0.18) 4rem)` : theme.colors.border};
  }
  [dir='rtl'] &::after {
    background: ${({ theme, $tone }) =>
      $tone === 'black' ? `linear-gradient(to left, ${theme.colors.accentOnDark} 0 4rem, rgba(255, 255, 255, 0.18) 4rem)` : theme.colors.border};
  }
`;
