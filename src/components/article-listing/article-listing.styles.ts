import styled, { css } from 'styled-components';
import { media } from '../../ui/theme.ts';
import { FACET_MAX_HEIGHT_PX } from './article-listing.rules.ts';

/** The listing's layout: filter bar, slots 1 + 6 + 1 + 6, pagination (spec 001 sections 2 and 9). */

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  scroll-margin-block-start: 6rem;
`;

/* ---------- filter bar (sm and up) ---------- */

export const Bar = styled.div`
  display: none;
  ${media.up('sm')} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
  }
`;

export const Dropdown = styled.div`
  position: relative;
`;

const control = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const DropdownButton = styled.button`
  ${control}
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    svg {
      transform: rotate(180deg);
    }
  }
`;

export const CountBadge = styled.span`
  min-inline-size: 1.75rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
  text-align: center;
`;

export const DropdownPanel = styled.div`
  position: absolute;
  z-index: 20;
  inset-block-start: calc(100% + 0.375rem);
  inset-inline-start: 0;
  min-inline-size: 16rem;
  max-block-size: ${FACET_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};
`;

export const Options = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  legend {
    margin-block-end: 0.5rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.5rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  span:last-child {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const TextButton = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 0.25em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/* ---------- mobile filters (below sm) ---------- */

export const MobileBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  ${media.up('sm')} {
    display: none;
  }
`;

export const FiltersButton = styled.button`
  ${control}
`;

export const Dialog = styled.dialog`
  inline-size: 100%;
  max-inline-size: 100%;
  block-size: 100%;
  max-block-size: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(10, 30, 60, 0.5);
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const DialogBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 1.5rem;
  overflow-y: auto;
  padding: 1.25rem;
`;

export const DialogFooter = styled.div`
  display: flex;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  > * {
    flex: 1;
  }
`;

/* ---------- results: slots 1 + 6 + 1 + 6 ---------- */

export const Results = styled.div<{ $busy: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  transition: opacity ${({ theme }) => theme.motion.base};
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
`;

/**
 * One group: the large card and its grid of up to 6. Phones: one column; tablets: two, the large
 * card across both; from m: four columns, the large card across two at the start (the first group)
 * or at the end (the second), the six filling the rest of its row and the next (dense flow), so a
 * full group is exactly two rows. Grid columns follow the writing direction, so RTL mirrors it.
 */
export const Group = styled.ul<{ $end: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    grid-auto-flow: row dense;
  }

  > li[data-slot='large'] {
    ${media.up('sm')} {
      grid-column: 1 / -1;
    }
    ${media.up('m')} {
      grid-row: 1;
      grid-column: ${({ $end }) => ($end ? '3 / span 2' : '1 / span 2')};
    }
  }
`;

/* ---------- pagination ---------- */

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem 1.5rem;
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageCell = css`
  display: inline-grid;
  place-items: center;
  min-inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const PageLink = styled.a`
  ${pageCell}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PageGap = styled.span`
  ${pageCell}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StepDisabled = styled.span`
  ${pageCell}
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  color: ${({ theme }) => theme.colors.border};
`;

/** The range summary ("15–28 of 40") shows on tablets only (spec 001 section 2). */
export const RangeSummary = styled.p`
  display: none;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.between('sm', 'm')} {
    display: block;
  }
`;
