import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Card, CardMedia, cardLinkStyle } from '../../ui/Card.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { videoCardFrame } from '../../ui/video-card/video-card.styles.ts';
import { CARD_GAP_PX, CARD_GAP_SMALL_PX, ONE_COLUMN_MAX_PX, THREE_COLUMNS_MIN_PX } from './card-carousel.rules.ts';

/** Columns and gaps of card-carousel.rules.ts, as the carousel's custom properties. */
export const Cards = styled(Carousel)<{ $single?: boolean }>`
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
  /* isSingleCard 1 (spec 002): one card per view at every width. */
  ${({ $single }) =>
    $single
      ? css`
          &&& {
            --carousel-columns: 1;
            --carousel-slide-size: 100%;
          }
        `
      : ''}
`;

/**
 * A single card (isSingleCard 1) lays its image beside its text from 768 px. A video card's
 * control keeps the focus after a click; the card's ring is for the keyboard's focus only.
 */
export const ContentCard = styled(Card)<{ $single?: boolean }>`
  &:focus-within:not(:has(:focus-visible)) {
    outline: none;
  }
  ${({ $single }) =>
    $single
      ? css`
          ${media.up('sm')} {
            display: grid;
            grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
            > :first-child {
              aspect-ratio: auto;
              min-block-size: 22rem;
            }
            > :last-child {
              justify-content: center;
              padding: clamp(1.75rem, 1rem + 2.5vw, 3.5rem);
            }
          }
        `
      : ''}
`;

/**
 * Every card's media slot takes the video card's size (spec 000 section 9, videoCardFrame), so a
 * row with a video card keeps one image height.
 */
export const CardFrame = styled(CardMedia)`
  ${videoCardFrame}
`;

/** A logo shown in the media slot, whole and centred on the quiet surface. */
export const LogoFrame = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: 12% 18%;
  background: ${({ theme }) => theme.colors.surface};

  && img {
    inline-size: auto;
    block-size: auto;
    max-inline-size: 100%;
    max-block-size: 100%;
    object-fit: contain;
    transform: none;
  }
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
