import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { proseStyle } from '../../ui/prose.ts';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, leadStyle } from '../../ui/typography.ts';
import type { AccordionVariant } from './accordion.rules.ts';

/*
 * TwoColumnWithIntro: from the m breakpoint (1025 px) the intro takes the start third and the items
 * the rest; the intro sticks below the page top while its items scroll past (above 4 items).
 * Default: the intro above the items, the list held to a readable measure. RichTextAccordion: the
 * intro above, the list across the whole container.
 */

export const Layout = styled.div<{ $variant: AccordionVariant }>`
  display: grid;
  gap: clamp(1.75rem, 1.25rem + 2vw, 3rem);

  ${({ $variant }) =>
    $variant === 'TwoColumnWithIntro'
      ? css`
          ${media.up('m')} {
            grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            gap: clamp(3rem, 1rem + 4vw, 6rem);
            align-items: start;
          }
        `
      : ''}
`;

const introBox = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
`;

export const IntroColumn = styled.div<{ $sticky: boolean }>`
  ${introBox}
  ${({ $sticky }) =>
    $sticky
      ? css`
          ${media.up('m')} {
            position: sticky;
            inset-block-start: 7rem;
          }
        `
      : ''}
`;

export const StackedIntro = styled.div<{ $sticky: boolean }>`
  ${introBox}
  max-inline-size: 46rem;
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  color: ${({ theme }) => theme.colors.accent};
`;

export const IntroLead = styled.div`
  ${leadStyle}

  p + p {
    margin-block-start: 0.75rem;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`;

export const Items = styled.div<{ $variant: AccordionVariant }>`
  min-inline-size: 0;
  ${({ $variant }) => ($variant === 'Default' ? 'max-inline-size: 56rem;' : '')}
`;

export const Answer = styled.div<{ $rich?: boolean }>`
  max-inline-size: 48rem;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  p + p,
  p + ul,
  ul + p {
    margin-block-start: 0.75rem;
  }
  ul {
    padding-inline-start: 1.25rem;
    list-style: disc;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
  ${({ $rich }) =>
    $rich
      ? css`
          ${proseStyle}
          max-inline-size: 60rem;
          font-size: ${({ theme }) => theme.fontSizes.base};
        `
      : ''}
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ItemCta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 1rem;
`;
