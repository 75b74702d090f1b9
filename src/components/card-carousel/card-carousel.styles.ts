import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { cardLinkStyle } from '../../ui/Card.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { CARD_GAP_PX, CARD_GAP_SMALL_PX, ONE_COLUMN_MAX_PX, THREE_COLUMNS_MIN_PX } from './card-carousel.rules.ts';

/** Columns and gaps of card-carousel.rules.ts, as the carousel's custom properties. */
export const Cards = styled(Carousel)`
  --carousel-gap: ${CARD_GAP_PX}px;
  --carousel-columns: 2;
  --carousel-slide-size: 50%;

  ${media.atMost(ONE_COLUMN_MAX_PX)} {
    --carousel-gap: ${CARD_GAP_SMALL_PX}px;
    --carousel-columns: 1;
    --carousel-slide-size: 100%;
  }
  ${media.up(THREE_COLUMNS_MIN_PX)} {
    --carousel-columns: 3;
    --carousel-slide-size: calc(100% / 3);
  }
`;

/** Marks a card whose image turns into a video on hover (decorative: the video is muted). */
export const VideoBadge = styled.span`
  position: absolute;
  inset-block-end: 0.75rem;
  inset-inline-end: 0.75rem;
  display: grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: 50%;
  background: rgba(7, 21, 41, 0.72);
  color: #fff;
  pointer-events: none;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const CardLink = styled(Link)<{ $stretch?: boolean }>`
  ${cardLinkStyle}
`;

export const LinkArrow = styled.span`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.fast} ease;

  a:hover > & {
    transform: translateX(4px);
  }
  [dir='rtl'] a:hover > & {
    transform: translateX(-4px);
  }
`;
