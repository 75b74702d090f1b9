import styled, { keyframes } from 'styled-components';
import { media } from '../../ui/theme.ts';
import { LOADER_DURATION_MS, LOADER_MOBILE_MAX_PX } from './article-loader.rules.ts';

/** Without JavaScript the overlay still leaves after 3 s: a CSS animation hides it. */
const leave = keyframes`
  0%, 92% { opacity: 1; visibility: visible; }
  100% { opacity: 0; visibility: hidden; }
`;

const pulse = keyframes`
  0%, 100% { transform: scale(0.85); opacity: 0.55; }
  50% { transform: scale(1); opacity: 1; }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.25rem;
  background: ${({ theme }) => theme.colors.background};
  animation: ${leave} ${LOADER_DURATION_MS}ms linear forwards;
  @media print {
    display: none;
  }
`;

export const Media = styled.div`
  inline-size: 16rem;
  max-inline-size: 60vw;
  ${media.atMost(LOADER_MOBILE_MAX_PX)} {
    inline-size: 10rem;
  }
  img,
  video {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;

export const Mark = styled.span`
  display: block;
  inline-size: 4.5rem;
  block-size: 4.5rem;
  margin-inline: auto;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 6px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-block-start-color: ${({ theme }) => theme.colors.accent};
  animation: ${pulse} 1.2s ease-in-out infinite;
  ${media.reducedMotion} {
    animation: none;
  }
`;
