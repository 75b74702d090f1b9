import styled, { css } from 'styled-components';
import { Card, cardTextClamp } from '../../ui/Card.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { media } from '../../ui/theme.ts';
import { EVENTS_GAP_MEDIUM_PX, EVENTS_GAP_PX, EVENTS_PEEK_PERCENT, PER_VIEW_MEDIA } from './event-carousel.rules.ts';

/**
 * Slides per view, gap and peek of event-carousel.rules.ts as the carousel's custom properties,
 * one media query per layout; where every event fits, full-width slides and no arrows.
 */
export const Slides = styled(Carousel)<{ $count: number }>`
  --carousel-gap: ${EVENTS_GAP_MEDIUM_PX}px;
  ${media.up('m')} {
    --carousel-gap: ${EVENTS_GAP_PX}px;
  }

  ${({ $count }) =>
    PER_VIEW_MEDIA.map(({ perView, media: query }) => {
      const fits = $count <= perView;
      return css`
        @media ${query} {
          --carousel-columns: ${perView};
          --carousel-slide-size: ${fits ? `calc(100% / ${perView})` : `calc(${100 - EVENTS_PEEK_PERCENT}% / ${perView})`};
          ${
            fits
              ? css`
                  && [data-carousel-controls] {
                    display: none;
                  }
                `
              : ''
          }
        }
      `;
    })}
`;

export const EventCard = styled(Card)`
  box-shadow: none;
`;

export const EventBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1.25rem 1.25rem 1.5rem;
`;

export const When = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const DisplayDate = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const DisplayYear = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
`;

export const EventTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const Location = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin-block-start: auto;
  padding-block-start: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    margin-block-start: 0.1em;
    color: ${({ theme }) => theme.colors.accent};
  }
`;
