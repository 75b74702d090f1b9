import styled, { css } from 'styled-components';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { COUNTER_DESKTOP_MIN_PX, STATISTIC_IMAGE_SIZE_PX } from './statistics.rules.ts';

export const StatisticsSection = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Counters between the two side images. From the desktop breakpoint: image left, counters,
 * image right, side by side (the images up to 400 px, sharing the width with the counters).
 * Below it: the counters first, then the two images side by side under them.
 */
export const Body = styled.div<{ $left: boolean; $right: boolean }>`
  display: grid;
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  align-items: center;
  grid-template-columns: ${({ $left, $right }) => ($left && $right ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  grid-template-areas: ${({ $left, $right }) =>
    $left && $right ? `'stats stats' 'left right'` : $left ? `'stats' 'left'` : $right ? `'stats' 'right'` : `'stats'`};

  ${media.up(COUNTER_DESKTOP_MIN_PX)} {
    grid-template-columns: ${({ $left, $right }) => [$left && 'minmax(0, 1fr)', 'minmax(0, 1.6fr)', $right && 'minmax(0, 1fr)'].filter(Boolean).join(' ')};
    grid-template-areas: '${({ $left, $right }) => [$left && 'left', 'stats', $right && 'right'].filter(Boolean).join(' ')}';
  }
`;

export const SideImage = styled.div<{ $side: 'left' | 'right'; $alone: boolean }>`
  grid-area: ${({ $side }) => $side};
  justify-self: ${({ $alone, $side }) => ($alone ? 'center' : $side === 'left' ? 'end' : 'start')};
  inline-size: 100%;
  max-inline-size: ${STATISTIC_IMAGE_SIZE_PX}px;
  /* Edit mode: the editor's field chromes (long JSON) must not widen the page. */
  overflow-wrap: anywhere;

  ${media.up(COUNTER_DESKTOP_MIN_PX)} {
    justify-self: center;
  }

  img {
    inline-size: 100%;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const List = styled.ul<{ $count: number; $withImages: boolean }>`
  grid-area: stats;
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.min(2, Math.max(1, $count))}, minmax(0, 1fr));
  gap: clamp(1.5rem, 1rem + 2vw, 2.5rem) clamp(1rem, 0.5rem + 2vw, 2.5rem);
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $count, $withImages }) =>
    !$withImages &&
    $count > 2 &&
    css`
      ${media.up(COUNTER_DESKTOP_MIN_PX)} {
        grid-template-columns: repeat(${Math.min(4, $count)}, minmax(0, 1fr));
      }
    `}
`;

export const Item = styled.li`
  /* The number sizes itself to its column (see Figure). */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-block-start: 1.25rem;
  border-block-start: 3px solid ${({ theme }) => theme.colors.accent};
`;

/**
 * The number and its unit. The font shrinks with long numbers so '1,250,000 TEU' fits a phone's
 * half-width column: the column width (100cqi) divided by the text's length in characters
 * (`--stat-length`, about 0.66 em a character), never above 3.5 rem.
 */
export const Figure = styled.p<{ $attached?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ $attached }) => ($attached ? '0.05em' : '0.25em')};
  color: ${({ theme }) => theme.colors.accent};
  font-size: min(3.5rem, calc(100cqi / (var(--stat-length, 4) * 0.66)));
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.05;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
`;

/**
 * The counting digits over an invisible copy of the final value, in one grid cell: the copy
 * reserves the final width, so the row never shifts while the digits count. The digits run
 * left to right in both languages ('+45', '$3.5' stay as written); the unit follows in the
 * page's direction.
 */
export const Digits = styled.span`
  display: inline-grid;
  unicode-bidi: isolate;

  > * {
    grid-area: 1 / 1;
  }
`;

export const Sizer = styled.span`
  visibility: hidden;
`;

export const Live = styled.span`
  text-align: end;
`;

export const Unit = styled.span`
  font-size: 0.5em;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0;
`;

export const Title = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const SubTitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
