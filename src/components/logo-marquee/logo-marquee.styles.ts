import styled, { keyframes } from 'styled-components';
import { revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import { media } from '../../ui/theme.ts';
import { MARQUEE_EDIT_COLUMNS, MARQUEE_EDIT_COLUMNS_MEDIUM, MARQUEE_SLOT_PX, MARQUEE_SLOT_WIDE_PX, slotSeconds } from './logo-marquee.rules.ts';

/** "Black" is the site's near-black, not the navy ink, so the style reads as the editor chose it. */
const BLACK = '#0B0E13';

export const Marquee = styled.section<{ $tone: 'white' | 'black' }>`
  --marquee-slot: ${MARQUEE_SLOT_PX}px;
  --marquee-slot-seconds: ${slotSeconds(MARQUEE_SLOT_PX)}s;
  ${media.up('sm')} {
    --marquee-slot: ${MARQUEE_SLOT_WIDE_PX}px;
    --marquee-slot-seconds: ${slotSeconds(MARQUEE_SLOT_WIDE_PX)}s;
  }
  display: flex;
  flex-direction: column;
  gap: clamp(1rem, 0.75rem + 1vw, 1.75rem);
  padding-block: clamp(2.5rem, 2rem + 2.5vw, 4.5rem);
  scroll-margin-block-start: 5rem;
  background: ${({ $tone, theme }) => ($tone === 'black' ? BLACK : theme.colors.background)};
  color: ${({ $tone, theme }) => ($tone === 'black' ? theme.colors.textOnDark : theme.colors.text)};

  /* Hovering the block, or keyboard focus on one of its logo links, pauses every row. */
  &:hover [data-marquee-track],
  &:focus-within [data-marquee-track] {
    animation-play-state: paused;
  }

  /* Logos are drawn dark; on Black they show as white silhouettes. */
  img {
    display: block;
    inline-size: auto;
    max-inline-size: 100%;
    block-size: auto;
    max-block-size: 3.25rem;
    object-fit: contain;
    ${({ $tone }) => ($tone === 'black' ? 'filter: brightness(0) invert(1);' : '')}
  }
`;

export const Heading = styled.h2.attrs(revealLines)`
  ${sectionHeadingStyle}
  margin-block-end: 0.5rem;
  text-align: center;
  color: inherit;
`;

/** One row, edge to edge; the ends fade out. */
export const Row = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);

  ${media.reducedMotion} {
    mask-image: none;
  }
`;

const slideBy = (copies: number, sign: 1 | -1) => keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(${sign * 100}% / ${copies})); }
`;

/**
 * The moving track: `copies` copies of the row side by side, moved by one copy per loop.
 * Left-to-right pages move the first row to the left (the second to the right); Arabic mirrors.
 */
export const Track = styled.div<{ $copies: number; $dir: 'ltr' | 'rtl'; $reverse: boolean }>`
  display: flex;
  inline-size: max-content;
  animation: ${({ $copies, $dir }) => slideBy($copies, $dir === 'rtl' ? 1 : -1)} calc(var(--marquee-logos) * var(--marquee-slot-seconds)) linear infinite;
  animation-direction: ${({ $reverse }) => ($reverse ? 'reverse' : 'normal')};
  will-change: transform;

  ${media.reducedMotion} {
    flex-wrap: wrap;
    justify-content: center;
    inline-size: auto;
    animation: none;
    transform: none;
    [data-marquee-copy] {
      display: none;
    }
  }
`;

export const Copy = styled.div`
  display: flex;
  flex-wrap: inherit;
  justify-content: inherit;
  margin: 0;
  padding: 0;
`;

export const Slot = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: var(--marquee-slot);
  block-size: 5rem;
  padding-inline: 1.25rem;

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Edit mode: every logo in a static grid, 2 columns, 3 from the medium breakpoint. */
export const EditGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(${MARQUEE_EDIT_COLUMNS}, minmax(0, 1fr));
  gap: 1rem;
  ${media.up('m')} {
    grid-template-columns: repeat(${MARQUEE_EDIT_COLUMNS_MEDIUM}, minmax(0, 1fr));
  }
  ${Slot} {
    inline-size: auto;
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;
