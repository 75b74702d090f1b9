import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';

export const HighlightsSection = styled(Section)<{ $blue: boolean }>`
  ${({ $blue, theme }) =>
    $blue &&
    css`
      background: ${theme.colors.brand};
      color: ${theme.colors.textOnDark};

      h2 {
        color: #fff;
      }
    `}
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** One column on phones, two from xs, then 3 (or 4 with FourColumn) from the desktop breakpoint. */
export const List = styled.ul<{ $columns: 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: clamp(1rem, 0.5rem + 1.5vw, 1.75rem);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('xs')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('m')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export const HighlightCard = styled.li<{ $blue: boolean }>`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: clamp(1.25rem, 1rem + 1vw, 2rem);
  border-radius: ${({ theme }) => theme.radii.md};
  border-block-start: 4px solid ${({ theme, $blue }) => ($blue ? theme.colors.accentOnDark : theme.colors.accent)};
  background: ${({ theme, $blue }) => ($blue ? 'rgba(255, 255, 255, 0.08)' : theme.colors.surface)};
`;

const unitStyle = css`
  font-size: 0.42em;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0;
`;

/** The number shrinks with its length so '$1,250.5bn' fits a narrow column (100cqi / length). */
export const Figure = styled.p<{ $blue: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 0.25em;
  color: ${({ theme, $blue }) => ($blue ? '#fff' : theme.colors.brand)};
  font-size: min(3.25rem, calc(100cqi / (var(--figure-length, 4) * 0.62)));
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.05;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;

  &[data-attached] {
    column-gap: 0.05em;
  }

  [data-count-up-unit] {
    ${unitStyle}
  }
`;

export const Unit = styled.span`
  ${unitStyle}
`;

export const Description = styled.p<{ $blue: boolean }>`
  color: ${({ theme, $blue }) => ($blue ? theme.colors.textMutedOnDark : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
