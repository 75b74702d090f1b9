import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { BANNER_HEIGHT_VH, BANNER_MAX_HEIGHT_PX } from './banner.rules.ts';
import { revealLines } from '../../ui/typography.ts';

/** Spec 003 section 9: 90 % of the viewport (the small viewport where supported), at most 800 px. */
export const BannerSection = styled.section<{ $grey: boolean }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  block-size: min(${BANNER_HEIGHT_VH}vh, ${BANNER_MAX_HEIGHT_PX}px);
  block-size: min(${BANNER_HEIGHT_VH}svh, ${BANNER_MAX_HEIGHT_PX}px);
  min-block-size: 24rem;
  overflow: hidden;
  /* The grey fallback (spec 003 section 5) when there is neither video nor image. */
  background: ${({ theme, $grey }) => ($grey ? `linear-gradient(135deg, ${theme.colors.textMuted} 0%, #3E4858 100%)` : theme.colors.ink)};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;

  img {
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    object-fit: cover;
    object-position: center;
  }
`;

export const Video = styled.video<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow} ease;
  pointer-events: none;
`;

/* Direction-neutral gradient: white text stays above AA contrast over any picture. */
export const Overlay = styled.div<{ $grey: boolean }>`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: ${({ $grey }) =>
    $grey
      ? 'linear-gradient(180deg, rgba(7, 21, 41, 0) 40%, rgba(7, 21, 41, 0.35) 100%)'
      : 'linear-gradient(180deg, rgba(7, 21, 41, 0.3) 0%, rgba(7, 21, 41, 0.1) 35%, rgba(7, 21, 41, 0.72) 70%, rgba(7, 21, 41, 0.9) 100%)'};
`;

export const Content = styled(Container)`
  padding-block: 5rem clamp(3rem, 2rem + 4vw, 5rem);
`;

export const TextColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  max-inline-size: 46rem;
`;

export const Headline = styled.h2.attrs(revealLines)`
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.1;
  letter-spacing: -0.02em;

  &:lang(ar) {
    line-height: 1.3;
    letter-spacing: 0;
  }
`;

export const Description = styled.div`
  max-inline-size: 40rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.55;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 0.5rem;
`;

export const PauseButton = styled.button`
  position: absolute;
  inset-block-end: 1.25rem;
  inset-inline-end: ${({ theme }) => theme.layout.gutter};
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(7, 21, 41, 0.45);
  color: #fff;
  cursor: pointer;

  &:hover {
    background: rgba(7, 21, 41, 0.7);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: 2px;
  }

  ${media.down('sm')} {
    inset-block-start: 1rem;
    inset-block-end: auto;
  }
`;

export const EditingNote = styled.p`
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
