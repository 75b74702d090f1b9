import styled from 'styled-components';
import { media } from '../theme.ts';
import { sectionHeadingStyle } from '../typography.ts';

/** The fade, driven by `$shown`; its duration is the dialog's fade-out (0 with reduced motion). */
export const Backdrop = styled.div<{ $shown: boolean; $fadeMs: number }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(10, 30, 60, 0.62);
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ $fadeMs }) => $fadeMs}ms ease;

  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Panel = styled.div<{ $shown: boolean; $fadeMs: number }>`
  position: relative;
  inline-size: min(100%, 40rem);
  max-block-size: calc(100dvh - 2rem);
  overflow: auto;
  padding: 2.5rem 1.5rem 1.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 60px rgba(10, 30, 60, 0.28);
  transform: translateY(${({ $shown }) => ($shown ? '0' : '0.75rem')});
  transition: transform ${({ $fadeMs }) => $fadeMs}ms ease;

  &:focus {
    outline: none;
  }

  ${media.up('sm')} {
    padding: 3rem 3rem 2.25rem;
  }
  ${media.reducedMotion} {
    transition: none;
    transform: none;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  inset-block-start: 0.75rem;
  inset-inline-end: 0.75rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
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

export const Title = styled.h2`
  ${sectionHeadingStyle}
  margin: 0 0 1rem;
  padding-inline-end: 2rem;
  font-size: clamp(1.5rem, 1.25rem + 1vw, 2rem);
`;

export const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1rem;
  line-height: 1.6;

  p {
    margin: 0 0 0.875rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-block-start: 1.75rem;
`;
