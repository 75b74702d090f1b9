import type { KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { useOptionalPageFacts, useTranslate, type Translate } from '../../app/context/index.ts';
import type { Language } from '../../app/page-context.ts';

/** Page facts the selectors need, with safe defaults outside the page providers (tests, fragments). */
export function usePageFacts(): { translate: Translate; language: Language; path: string; search: string } {
  const facts = useOptionalPageFacts();
  const translate = useTranslate();
  return { translate, language: facts?.language ?? 'en', path: facts?.path ?? '/', search: facts?.search ?? '' };
}

/** Enabled items of a selector list, in order. */
export function listItems(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>('[data-selector-item]')).filter((el) => el.getAttribute('aria-disabled') !== 'true');
}

/** Arrow keys, Home and End move the focus between the enabled items of a list. */
export function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null): void {
  const items = listItems(list);
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  switch (event.key) {
    case 'ArrowDown':
      next = index < 0 ? 0 : (index + 1) % items.length;
      break;
    case 'ArrowUp':
      next = index < 0 ? items.length - 1 : (index - 1 + items.length) % items.length;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = items.length - 1;
      break;
    default:
      return;
  }
  event.preventDefault();
  items[next]?.focus();
}

/** Focus the current item of a list (aria-current), else its first enabled item. */
export function focusCurrent(list: HTMLElement | null): void {
  const items = listItems(list);
  const current = items.find((el) => el.getAttribute('aria-current') === 'true');
  (current ?? items[0])?.focus();
}

/** A dashed ident for CSS anchor names, from an element id. */
export function anchorNameOf(id: string): string {
  return `--${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
}

/** Below the fixed header bar (66 px) where anchor positioning is missing and script has not placed it. */
const FALLBACK_TOP = 'calc(66px + 0.5rem)';

export const Root = styled.div`
  position: relative;
  display: inline-block;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: rgba(127, 140, 160, 0.12);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  [data-chevron] {
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  /* Open: the state is the popover's own (before any script too). */
  &:has(+ :popover-open) {
    background: rgba(127, 140, 160, 0.14);
    border-color: rgba(127, 140, 160, 0.35);
  }
  &:has(+ :popover-open) [data-chevron] {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    [data-chevron] {
      transition: none;
    }
  }
`;

/**
 * The list's popover, under its toggle and aligned with the toggle's inline end (CSS anchor
 * positioning: the toggle's anchor name is the panel's position anchor, set inline). Without anchor
 * positioning it sits under the header bar at the inline end, until script places it under its
 * toggle (SelectorDropdown).
 */
export const Panel = styled.div<{ $width: number; $maxHeight: number }>`
  position: fixed;
  inset: auto;
  inset-block-start: ${FALLBACK_TOP};
  inset-inline-end: 1rem;
  margin: 0;
  inline-size: ${({ $width }) => $width}px;
  block-size: auto;
  max-inline-size: calc(100vw - 2rem);
  max-block-size: ${({ $maxHeight }) => $maxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: 0.375rem;
  padding-inline: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};

  @supports (position-area: block-end) {
    inset: auto;
    position-area: block-end span-inline-start;
    margin-block-start: 0.5rem;
    position-try-fallbacks: flip-inline;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const itemStyles = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding: 0.5rem 1rem;
  border: 0;
  border-inline-start: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='true'] {
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &[aria-disabled='true']:hover {
    background: transparent;
  }
`;

export const ItemLink = styled.a`
  ${itemStyles}
`;
export const ItemButton = styled.button`
  ${itemStyles}
`;
export const ItemDisabled = styled.span`
  ${itemStyles}
`;

export const ItemLabel = styled.span`
  flex: 1 1 auto;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

/** The tick beside the current item. */
export function Check() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
