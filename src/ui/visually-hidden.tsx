import styled, { css } from 'styled-components';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Hidden until focused (skip links). */
export const visuallyHiddenFocusable = css`
  &:not(:focus):not(:focus-within) {
    ${visuallyHidden}
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
