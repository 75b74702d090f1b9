import styled, { css, keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';

export const FilesCard = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

export const FilesHeading = styled.h3`
  margin: 0;
  padding: 1.125rem 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  border-start-start-radius: ${({ theme }) => theme.radii.md};
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.125rem;
  font-weight: 700;

  ${media.up('sm')} {
    padding-inline: 1.75rem;
  }
`;

export const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* A row past the phone's page (use-documents.ts): the server sends the desktop page to every screen. */
  ${media.down('sm')} {
    > [data-beyond-mobile-page] {
      display: none;
    }
  }
`;

const rowLayout = css`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: center;
  padding: 1rem 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-block-end: 0;
  }

  ${media.up('sm')} {
    grid-template-columns: 2.5rem minmax(0, 1fr) auto;
    gap: 1.25rem;
    padding: 1.125rem 1.75rem;
  }
`;

export const RowItem = styled.li`
  ${rowLayout}
`;

export const RowIcon = styled.div`
  display: flex;
  line-height: 0;
`;

export const RowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-inline-size: 0;

  ${media.up('m')} {
    flex-direction: row;
    align-items: center;
    gap: 1.5rem;
  }
`;

export const RowTitle = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

export const RowDate = styled.time`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;

  ${media.up('m')} {
    min-inline-size: 9.5rem;
  }
`;

export const RowActions = styled.div`
  grid-column: 2;
  display: flex;
  align-items: center;
  gap: 0.75rem;

  ${media.up('sm')} {
    grid-column: auto;
  }
`;

export const ShareWrap = styled.div`
  position: relative;
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ShareButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
  ${focusRing}
`;

export const ShareMenu = styled.div`
  position: absolute;
  z-index: 20;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-start: 0;
  display: flex;
  flex-direction: column;
  min-inline-size: 12rem;
  padding: 0.375rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 12px 32px rgba(10, 30, 60, 0.16);

  &[hidden] {
    display: none;
  }
  ${media.up('sm')} {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

export const ShareMenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.625rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  ${focusRing}
`;

export const Copied = styled.span`
  position: absolute;
  inset-block-end: calc(100% + 0.375rem);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  padding: 0.25rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 0.8125rem;
  white-space: nowrap;
  pointer-events: none;

  &:empty {
    display: none;
  }
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`;

export const DownloadButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  padding: 0.5rem 1.125rem;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentStrong};
    border-color: ${({ theme }) => theme.colors.accentStrong};
  }
  ${focusRing}

  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

export const SkeletonRow = styled.li`
  ${rowLayout}
`;

export const SkeletonBar = styled.span<{ $width: string; $height?: string }>`
  display: block;
  inline-size: ${({ $width }) => $width};
  block-size: ${({ $height }) => $height ?? '0.875rem'};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const SkeletonText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 1.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Load more, on the screens that have more to show (`$desktop` from 768 px, `$mobile` below). */
export const More = styled.div<{ $desktop: boolean; $mobile: boolean }>`
  display: ${({ $mobile }) => ($mobile ? 'flex' : 'none')};
  justify-content: center;
  margin-block-start: 2rem;
  ${media.up('sm')} {
    display: ${({ $desktop }) => ($desktop ? 'flex' : 'none')};
  }
`;

export const EditorNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.editing};
  font-size: 0.875rem;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
