import styled, { css } from 'styled-components';
import { CardMedia, cardTitleLinkStyle, cardTextClamp } from '../../ui/Card.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { PEOPLE_GAP_PX, PEOPLE_MEDIUM_MAX_PX, PEOPLE_SMALL_MAX_PX } from './people-carousel.rules.ts';

/** 3 cards per page wide, 2 up to 900 px, 1 up to 480 px, 24 px apart (people-carousel.rules.ts). */
export const Cards = styled(Carousel)<{ $navHidden?: string | undefined }>`
  --carousel-gap: ${PEOPLE_GAP_PX}px;
  --carousel-columns: 3;
  --carousel-slide-size: calc(100% / 3);

  ${media.atMost(PEOPLE_MEDIUM_MAX_PX)} {
    --carousel-columns: 2;
    --carousel-slide-size: 50%;
  }
  ${media.atMost(PEOPLE_SMALL_MAX_PX)} {
    --carousel-columns: 1;
    --carousel-slide-size: 100%;
  }

  /* Where every card fits there is nothing to move to: no buttons (spec 002 section 5). */
  ${({ $navHidden }) =>
    !$navHidden
      ? ''
      : $navHidden === 'all'
        ? css`
            && [data-carousel-controls] {
              display: none;
            }
          `
        : css`
            @media ${$navHidden} {
              && [data-carousel-controls] {
                display: none;
              }
            }
          `}
`;

/** The portrait at the top of a card: 4:5, the head kept in view. */
export const Portrait = styled(CardMedia)`
  img {
    object-position: top center;
  }
`;

export const Name = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  a {
    ${cardTitleLinkStyle}
  }
  ${cardTextClamp}
`;

export const Designation = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;
