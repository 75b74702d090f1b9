import styled, { css } from 'styled-components';
import { media } from '../theme.ts';
import { DESKTOP_FROM, DESKTOP_LIST_MAX_HEIGHT, MOBILE_LIST_MAX_HEIGHT, MOBILE_PANEL_HEIGHT } from './filters.constants.ts';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const FiltersRoot = styled.div`
  margin-block-end: ${({ theme }) => theme.space(8)};
`;

/** The desktop row: "Filter by" and one dropdown per type; hidden below the desktop width. */
export const DesktopBar = styled.div`
  display: none;
  ${media.up(DESKTOP_FROM)} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

export const BarLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  margin-inline-end: ${({ theme }) => theme.space(2)};
`;

export const DropdownRoot = styled.div`
  position: relative;
`;

export const DropdownToggle = styled.button<{ $open: boolean; $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 14rem;
  min-block-size: 3rem;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  [data-chevron] {
    display: inline-flex;
    transition: transform ${({ theme }) => theme.motion.fast} ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
  ${media.reducedMotion} {
    [data-chevron] {
      transition: none;
    }
  }
`;

export const ToggleText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.25;
`;

export const ToggleType = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ToggleValue = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const DropdownPanel = styled.div`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 20;
  min-inline-size: 100%;
  max-inline-size: 22rem;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.cardHover};
  &[hidden] {
    display: none;
  }
`;

const optionList = (maxHeight: number) => css`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  max-block-size: ${maxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const DesktopOptionList = styled.ul`
  ${optionList(DESKTOP_LIST_MAX_HEIGHT)}
`;

export const MobileOptionList = styled.ul`
  ${optionList(MOBILE_LIST_MAX_HEIGHT)}
`;

export const OptionButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export const Check = styled.span`
  display: inline-flex;
  inline-size: 1.125rem;
  block-size: 1.125rem;
  flex: none;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  [aria-pressed='true'] > & {
    border: 5px solid ${({ theme }) => theme.colors.accent};
  }
`;

/** The mobile trigger row: hidden from the desktop width up. */
export const MobileBar = styled.div`
  display: flex;
  ${media.up(DESKTOP_FROM)} {
    display: none;
  }
`;

export const MobileTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 3rem;
  padding-inline: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  ${focusRing}
`;

export const CountBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.5rem;
  block-size: 1.5rem;
  padding-inline: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(10, 30, 60, 0.55);
`;

export const Panel = styled.div`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 1001;
  display: flex;
  flex-direction: column;
  block-size: ${MOBILE_PANEL_HEIGHT};
  background: ${({ theme }) => theme.colors.background};
  border-start-start-radius: ${({ theme }) => theme.radii.lg};
  border-start-end-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 -8px 32px rgba(10, 30, 60, 0.2);
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
`;

export const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding-inline: ${({ theme }) => theme.space(5)};
`;

export const Section = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SectionToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: 3.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;
  cursor: pointer;
  ${focusRing}
  [data-chevron] {
    display: inline-flex;
  }
  &[aria-expanded='true'] [data-chevron] {
    transform: rotate(180deg);
  }
`;

export const SectionChoice = styled.span`
  margin-inline-start: auto;
  margin-inline-end: ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PanelFooter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(5)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  > * {
    flex: 1;
  }
`;

/**
 * For a list's grid: a card marked `data-beyond-mobile-page` (its index is past the mobile page)
 * is hidden below the desktop width (see use-filtered-list.ts).
 */
export const pagedCards = css`
  ${media.down(DESKTOP_FROM)} {
    > [data-beyond-mobile-page] {
      display: none;
    }
  }
`;
