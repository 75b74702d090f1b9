import styled, { css, keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { WALL_ANIMATION_MS, WALL_MOBILE_MAX_WIDTH } from './digital-wall.rules.ts';

export const WallSection = styled(Section)`
  overflow: hidden;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The container the wall's layout answers to (spec 002 section 9: mobile at 768 px or less). */
export const Frame = styled.div`
  container-type: inline-size;
  container-name: digital-wall;
  position: relative;
`;

/**
 * The stage: seven slots in a row. Each card sits at the centre and is moved out by its slot's
 * offset (`--x-wide`, `--x-narrow`, in card widths), times `--dir` (1, or -1 in
 * right-to-left pages, which mirrors the wall), and scaled down away from the centre.
 */
export const Stage = styled.ul`
  --card-width: min(24cqw, 300px);
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  block-size: calc(var(--card-width) * 1.25 + 2rem);
  touch-action: pan-y pinch-zoom;
  user-select: none;

  @container digital-wall (max-width: ${WALL_MOBILE_MAX_WIDTH}px) {
    --card-width: min(58cqw, 320px);
    block-size: calc(var(--card-width) * 1.25 + 1rem);
  }
`;

export const Card = styled.li`
  position: absolute;
  inset-block-start: 1rem;
  left: 50%;
  inline-size: var(--card-width);
  aspect-ratio: 4 / 5;
  transform: translateX(calc(-50% + var(--card-width) * var(--x-wide) * var(--dir))) scale(var(--scale-wide));
  transform-origin: 50% 50%;
  opacity: var(--opacity-wide);
  z-index: var(--z);
  cursor: pointer;

  &[data-position='3'] {
    cursor: default;
  }
  &[data-phase='run'] {
    transition:
      transform ${WALL_ANIMATION_MS}ms cubic-bezier(0.33, 0, 0.15, 1),
      opacity ${WALL_ANIMATION_MS}ms ease;
  }
  &[data-offstage='true'] {
    pointer-events: none;
  }

  @container digital-wall (max-width: ${WALL_MOBILE_MAX_WIDTH}px) {
    inset-block-start: 0.5rem;
    transform: translateX(calc(-50% + var(--card-width) * var(--x-narrow) * var(--dir))) scale(var(--scale-narrow));
    opacity: var(--opacity-narrow);
  }

  ${media.reducedMotion} {
    transition: none !important;
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Portrait = styled.figure`
  position: relative;
  margin: 0;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.slow} ease;

  &[data-loaded='true'] {
    opacity: 1;
  }
  ${Card}[data-position='3'] & {
    outline: 3px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: 4px;
  }
  img,
  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** The centre member's words, name and role under the stage; announced when a visitor moves. */
export const MemberPanel = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  max-inline-size: 44rem;
  min-block-size: 9.5rem;
  margin-inline: auto;
  margin-block-start: 1.75rem;
  text-align: center;
`;

export const MemberText = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ease both;
  ${media.reducedMotion} {
    animation: none;
  }
`;

export const Quote = styled.blockquote`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};

  &::before {
    content: '“';
  }
  &::after {
    content: '”';
  }
`;

export const MemberName = styled.p`
  margin: 0.25rem 0 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const MemberRole = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.75rem;
  margin-block-start: 1.25rem;
`;

export const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.ink};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const stateBox = css`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 0.5rem;
  min-block-size: 16rem;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

export const StateBox = styled.div`
  ${stateBox}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorBox = styled.div`
  ${stateBox}
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
`;

export const ErrorHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.ink};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const EditingNote = styled.div`
  ${stateBox}
  border: 2px dashed ${({ theme }) => theme.colors.editing};
  color: ${({ theme }) => theme.colors.editing};
`;
