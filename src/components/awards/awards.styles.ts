import styled from 'styled-components';
import { media } from '../../ui/theme.ts';
import { AWARD_COLUMNS_DESKTOP } from './awards.rules.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

/** One row per year: the year on the start side from `m` up, above its awards below it. */
export const YearList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const YearGroup = styled.li`
  display: grid;
  gap: 1rem;
  padding-block: clamp(1.5rem, 1rem + 1.5vw, 2.5rem);
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('m')} {
    grid-template-columns: 10rem minmax(0, 1fr);
    gap: 2.5rem;
  }
`;

export const Year = styled.h3`
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  scroll-margin-block-start: 6rem;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

/** The spec's 3 columns on desktop (`m` up); 2 on tablets, 1 on phones. */
export const AwardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(${AWARD_COLUMNS_DESKTOP}, minmax(0, 1fr));
    gap: 1.25rem;
  }
`;

export const AwardCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 1.125rem 1.25rem 1.25rem;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

export const AwardTitle = styled.h4`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const AwardSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const AwardDate = styled.time`
  margin-block-start: auto;
  padding-block-start: 0.375rem;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`;
