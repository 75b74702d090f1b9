import styled, { keyframes } from 'styled-components';
import { media } from './theme.ts';

/**
 * A white ring that turns, centred over a dark video frame (its positioned box): shown while a
 * video loads or buffers, or between two videos of the video highlight's modal.
 */
const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  z-index: 3;
  inline-size: 3rem;
  block-size: 3rem;
  margin-block-start: -1.5rem;
  margin-inline-start: -1.5rem;
  border: 4px solid rgba(255, 255, 255, 0.3);
  border-block-start-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  pointer-events: none;

  ${media.reducedMotion} {
    animation-duration: 3s;
  }
`;
