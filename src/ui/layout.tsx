import styled from 'styled-components';
import { media } from './theme.ts';
import { leadStyle, lineClamp, revealLines, sectionHeadingStyle } from './typography.ts';

/** Page-section building blocks shared by the blocks (blocks never import each other). */

/**
 * Centred content column with the page gutter. A layout block that already holds its content
 * inside the page width (a column splitter's columns, a Container styled `container`) sets
 * `--layout-gutter: 0px` (`NESTED_LAYOUT`), so the blocks placed in it fill their column instead
 * of indenting a second time.
 */
export const Container = styled.div`
  inline-size: 100%;
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * var(--layout-gutter, ${({ theme }) => theme.layout.gutter}));
  margin-inline: auto;
  padding-inline: var(--layout-gutter, ${({ theme }) => theme.layout.gutter});
`;

/** Declarations for an element whose content is already inside the page width (see Container). */
export const NESTED_LAYOUT = '--layout-gutter: 0px;';

/** A page section with the vertical rhythm; `id` is the CMS sectionId (anchor target). */
export const Section = styled.section<{ $tone?: 'light' | 'muted' }>`
  padding-block: ${({ theme }) => theme.layout.sectionSpace};
  background: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.surface : theme.colors.background)};
  scroll-margin-block-start: 5rem;
`;

/** The optional divider line above a section's content (showDividerLine). */
export const DividerLine = styled.hr`
  margin: 0 0 clamp(2rem, 1.5rem + 2vw, 3.5rem);
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Headline + description on the start side, call to action on the end side (stacked on phones). */
export const SectionHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  margin-block-end: clamp(1.75rem, 1.25rem + 2vw, 3rem);

  ${media.up('m')} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    gap: 3rem;
  }
`;

export const SectionIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  max-inline-size: 46rem;
`;

export const SectionHeading = styled.h2.attrs(revealLines)<{ $clamp?: boolean }>`
  ${sectionHeadingStyle}
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const SectionLead = styled.div<{ $clamp?: boolean }>`
  ${leadStyle}
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const SectionActions = styled.div`
  flex: none;
`;

/** A quiet message box (empty and error states). */
export const Notice = styled.div<{ $tone?: 'info' | 'error' }>`
  padding: 1.25rem 1.5rem;
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    display: block;
    margin-block-start: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
