import styled, { css, keyframes } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';
import { eyebrowStyle, leadStyle, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import { SLIDE_IN_CLOSE_RESET_MS } from './form-container.rules.ts';

// ---------------------------------------------------------------------------------------------
// Embedded layout: intro on the start side, the form card on the end side (stacked below m).

export const Layout = styled.div`
  display: grid;
  gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  align-items: start;

  ${media.up('m')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 4rem;
  }
`;

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const Eyebrow = styled.p`
  ${eyebrowStyle}
  color: ${({ theme }) => theme.colors.accent};
`;

export const Headline = styled.h2.attrs(revealLines)`
  ${sectionHeadingStyle}
`;

export const Description = styled.div`
  ${leadStyle}

  p + p {
    margin-block-start: 0.75rem;
  }
`;

export const IntroImage = styled.div`
  margin-block-start: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  ${media.down('m')} {
    aspect-ratio: 16 / 9;
  }
`;

export const FormCard = styled.div`
  position: relative;
  padding: clamp(1.25rem, 0.75rem + 2vw, 2.5rem);
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// ---------------------------------------------------------------------------------------------
// The form

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;

  &[hidden] {
    display: none;
  }
`;

export const FormTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const RequiredNote = styled.p`
  margin-block-start: -0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem 1rem;
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldRow = styled.div<{ $half: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-inline-size: 0;

  ${media.up('sm')} {
    grid-column: ${({ $half }) => ($half ? 'span 1' : '1 / -1')};
  }
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const RequiredMark = styled.span`
  margin-inline-start: 0.25rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Help = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const control = css`
  inline-size: 100%;
  min-block-size: 3rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem; /* 16 px: iOS does not zoom into the field */
  line-height: 1.4;
  transition:
    border-color ${({ theme }) => theme.motion.fast} ease,
    box-shadow ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-block-size: 8rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-inline-end: 2.75rem;
`;

/** The select with its chevron on the end side (both directions, no mirrored rules). */
export const SelectWrap = styled.div`
  position: relative;
`;

export const SelectChevron = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: 0.875rem;
  display: inline-flex;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;

  input {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before {
    content: '!';
    display: inline-grid;
    flex: none;
    place-items: center;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin-block-start: 0.05rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

export const SubmitButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  min-inline-size: 10rem;

  ${media.down('xs')} {
    inline-size: 100%;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

// ---------------------------------------------------------------------------------------------
// Result panels (success, failure) and the editors' view of them

export const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding-block: 0.5rem;
  scroll-margin-block: 6rem 2rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 6px;
  }
`;

export const PanelSymbol = styled.span<{ $tone: 'success' | 'error' }>`
  display: inline-grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.accent : theme.colors.danger)};
  color: #fff;
`;

export const PanelHeading = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const PanelText = styled.div`
  ${leadStyle}
`;

export const PanelClose = styled.button`
  position: absolute;
  inset-block-start: -0.5rem;
  inset-inline-end: -0.5rem;
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PanelAction = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export const PanelButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const EditorPanels = styled.div`
  display: grid;
  gap: 1rem;
  margin-block-start: 2rem;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const EditorPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px dashed ${({ theme }) => theme.colors.editing};
  border-radius: ${({ theme }) => theme.radii.md};

  > p:first-child {
    color: ${({ theme }) => theme.colors.editing};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

export const EditorNote = styled.p`
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// ---------------------------------------------------------------------------------------------
// Slide-in: a panel from the end side over a gradient overlay

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: linear-gradient(180deg, rgba(10, 30, 60, 0.45) 0%, rgba(10, 30, 60, 0.78) 100%);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  animation: ${fadeIn} ${SLIDE_IN_CLOSE_RESET_MS}ms ease;
  transition: opacity ${SLIDE_IN_CLOSE_RESET_MS}ms ease;
  cursor: pointer;

  ${media.reducedMotion} {
    animation: none;
    transition: none;
  }
`;

export const SlidePanel = styled.div<{ $open: boolean }>`
  --slide-from: 100%;
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  z-index: 1101;
  display: flex;
  flex-direction: column;
  inline-size: min(100%, 36rem);
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 0 48px rgba(10, 30, 60, 0.3);
  transform: translateX(${({ $open }) => ($open ? '0' : 'var(--slide-from)')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${SLIDE_IN_CLOSE_RESET_MS}ms ${({ theme }) => theme.motion.easing},
    visibility 0s linear ${({ $open }) => ($open ? '0s' : `${SLIDE_IN_CLOSE_RESET_MS}ms`)};

  [dir='rtl'] & {
    --slide-from: -100%;
  }
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** Edit mode: the slide-in shown in the page flow, open, without overlay or motion. */
export const InlinePanel = styled.div`
  display: flex;
  flex-direction: column;
  max-inline-size: 36rem;
  margin: 2rem auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const PanelBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 1rem;
  padding: 0.75rem 0.75rem 0;

  > p {
    flex: 1;
    padding-inline-start: 0.75rem;
  }
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceStrong};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PanelBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 1rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.25rem clamp(1.25rem, 0.75rem + 2vw, 2.5rem) 2.5rem;

  /* The body scrolls; its parts keep their size (an overflow-hidden image would shrink to 0). */
  > * {
    flex-shrink: 0;
  }
`;

export const SlideImage = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  aspect-ratio: 21 / 9;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const SlideForm = styled.div`
  margin-block-start: 0.5rem;
`;
