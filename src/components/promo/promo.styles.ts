import styled, { css } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Link } from '../../fields/Link.tsx';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';

/**
 * The promo lays itself out by the width it is given, not the viewport's (a container query):
 * side by side from 40rem of its own width, stacked below, so it also fits a half-width column.
 */
export const Wrapper = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Frame = styled.div`
  container-type: inline-size;
`;

export const Card = styled.article<{ $borderless: boolean; $withImage: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  ${({ $borderless }) =>
    $borderless
      ? ''
      : css`
          border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
          box-shadow: ${({ theme }) => theme.shadows.card};
        `}

  @container (min-width: 40rem) {
    ${({ $withImage }) => ($withImage ? 'grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);' : '')}
  }
`;

export const Media = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: 3 / 2;
  @container (min-width: 40rem) {
    aspect-ratio: auto;
    min-block-size: 100%;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div<{ $borderless: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ $borderless, theme }) => ($borderless ? `${theme.space(5)} 0` : 'clamp(1.25rem, 1rem + 1.5vw, 2.25rem)')};
  @container (min-width: 40rem) {
    ${({ $borderless, theme }) => ($borderless ? `padding-inline-start: ${theme.space(6)};` : '')}
  }
`;

export const PromoText = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  > * + * {
    margin-block-start: 0.75em;
  }
  h2,
  h3,
  h4 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PromoText2 = styled(PromoText)`
  padding-block-start: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  inline-size: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
