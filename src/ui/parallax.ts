import { css, keyframes } from 'styled-components';

/**
 * A CSS-only parallax for an image inside a clipping frame (the parallax blocks of spec 003):
 * a scroll-driven animation (`animation-timeline: view()`) moves the image from `from` to `to`
 * (a share of its own height) while it crosses the viewport. No script, no scroll listener.
 * Static fallbacks: browsers without scroll-driven animations, reduced motion (the media query
 * below) and edit mode (the block leaves the fragment out) show the image still, centred.
 * The image should be taller than its frame by at least the travel (e.g. 120 % for 10 % each way).
 */
const drift = (from: string, to: string) => keyframes`
  from {
    transform: translate3d(0, ${from}, 0);
  }
  to {
    transform: translate3d(0, ${to}, 0);
  }
`;

export const parallaxMotion = (from: string, to: string) => css`
  @supports (animation-timeline: view()) {
    @media (prefers-reduced-motion: no-preference) {
      animation: ${drift(from, to)} linear both;
      animation-timeline: view();
      animation-range: cover;
      will-change: transform;
    }
  }
`;
