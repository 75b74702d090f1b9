import styled, { keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { proseStyle } from '../../ui/prose.ts';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { LEADER_IMAGE_MIN_HEIGHT_PX, LEADER_SKELETON_MS } from './leader-detail.rules.ts';

/** The page's first section, right under the breadcrumb: a shorter space above. */
export const LeaderSection = styled(Section)`
  padding-block-start: clamp(1.5rem, 1rem + 2vw, 3rem);
`;

export const Back = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-end: clamp(1.5rem, 1rem + 2vw, 2.5rem);
`;

export const Layout = styled.div`
  display: grid;
  gap: clamp(2rem, 1.5rem + 2vw, 4rem);

  ${media.up('sm')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

export const Figure = styled.figure`
  position: relative;
  margin: 0;
  min-block-size: ${LEADER_IMAGE_MIN_HEIGHT_PX}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('sm')} {
    position: sticky;
    inset-block-start: 6rem;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    min-block-size: ${LEADER_IMAGE_MIN_HEIGHT_PX}px;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    object-position: top center;
  }
`;

const skeletonOut = keyframes`
  to {
    opacity: 0;
    visibility: hidden;
  }
`;

const shimmer = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(100%);
  }
`;

/**
 * Covers the portrait for LEADER_SKELETON_MS from the moment the page is first drawn, then fades
 * (spec 002 section 9). Pure CSS, so it holds without script and hydration cannot differ; with
 * reduced motion it neither shimmers nor fades, it just goes.
 */
export const Skeleton = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  pointer-events: none;
  animation: ${skeletonOut} 300ms ease-out ${LEADER_SKELETON_MS}ms forwards;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.55), transparent);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }

  ${media.reducedMotion} {
    animation-duration: 1ms;
    animation-timing-function: step-end;
    &::after {
      animation: none;
    }
  }
`;

export const SkeletonHead = styled.div`
  position: absolute;
  inset-block-start: 30%;
  inset-inline-start: 50%;
  inline-size: 30%;
  aspect-ratio: 4 / 5;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
  transform: translate(-50%, -50%);
  [dir='rtl'] & {
    transform: translate(50%, -50%);
  }
`;

export const SkeletonBody = styled.div`
  position: absolute;
  inset-block-end: 0;
  inset-inline: 15%;
  block-size: 30%;
  border-start-start-radius: 50% 60%;
  border-start-end-radius: 50% 60%;
  background: ${({ theme }) => theme.colors.border};
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

export const Name = styled.h1`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Designation = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Quote = styled.blockquote`
  position: relative;
  margin: 0.75rem 0 0.5rem;
  padding-inline-start: 1.5rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Bio = styled.div`
  ${proseStyle}
  color: ${({ theme }) => theme.colors.text};
`;

export const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
`;

export const SocialLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border: 2px solid ${({ theme }) => theme.colors.ink};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.ink};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
`;

/** Edit mode: the social fields as editable text with their names. */
export const SocialField = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;
