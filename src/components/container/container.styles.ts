import styled from 'styled-components';
import type { SxaTone } from '../../lib/sxa-params.ts';
import { BAND_SPACE, BLOCK_SPACE, gridRowStyle, nestedContentStyle, toneStyle } from '../../ui/sxa-grid.ts';

/**
 * The band. Its own vertical room: none when its blocks sit at page level (they bring their own),
 * a block's room around wrapped content, more on a coloured or pictured band.
 */
export const Outer = styled.div<{ $tone: SxaTone; $pictured: boolean; $wrapped: boolean; $placement: string }>`
  position: relative;
  isolation: isolate;
  scroll-margin-block-start: 5rem;
  ${toneStyle}
  ${({ $tone, $pictured, $wrapped }) =>
    $tone !== 'plain' || $pictured ? `padding-block: ${$wrapped ? BAND_SPACE : '0'};` : $wrapped ? `padding-block: ${BLOCK_SPACE};` : ''}
  ${({ $pictured }) => ($pictured ? 'display: grid; align-content: center; min-block-size: clamp(18rem, 12rem + 18vw, 30rem);' : '')}
  ${({ $placement }) => $placement}

  &.indent {
    padding-block: ${({ theme }) => theme.layout.sectionSpace};
  }
  &.indent-top {
    padding-block-start: ${({ theme }) => theme.layout.sectionSpace};
  }
  &.indent-bottom {
    padding-block-end: ${({ theme }) => theme.layout.sectionSpace};
  }
`;

/** The background picture, covering the container behind its content. */
export const Backdrop = styled.div<{ $dark: boolean }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  overflow: hidden;

  img {
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    object-fit: cover;
  }

  /* On a dark container a scrim keeps light text readable on any photograph. */
  ${({ $dark }) => ($dark ? `&::after { content: ''; position: absolute; inset: 0; background: rgba(10, 30, 60, 0.74); }` : '')}
`;

/** The extra inner wrapper (`container` style): the content keeps to the page width. */
export const Inner = styled.div`
  inline-size: 100%;
  max-inline-size: calc(${({ theme }) => theme.layout.maxWidth} + 2 * var(--layout-gutter, ${({ theme }) => theme.layout.gutter}));
  margin-inline: auto;
  padding-inline: var(--layout-gutter, ${({ theme }) => theme.layout.gutter});
`;

/**
 * A light panel for the content over a picture: dark text stays readable whatever the photograph.
 * It keeps to the inline start, so the picture shows beside it (on the right in English, on the
 * left in Arabic).
 */
export const Panel = styled.div`
  max-inline-size: 40rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};
`;

export const Row = styled.div<{ $nested: boolean }>`
  ${({ $nested }) => ($nested ? nestedContentStyle : '')}
  ${gridRowStyle}
`;
