import styled, { keyframes } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { cardTitleLinkStyle } from '../../ui/Card.tsx';
import { media } from '../../ui/theme.ts';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  scroll-margin-block-start: 6rem;
`;

export const CountryBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  justify-content: flex-end;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const CountrySelect = styled.select`
  min-block-size: 2.75rem;
  padding-inline: 0.75rem 2rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** The large card: full width on phones, two thirds from m, on the start side, then the end side. */
export const Featured = styled.div<{ $end?: boolean }>`
  display: grid;
  ${media.up('m')} {
    inline-size: 66.666%;
    margin-inline-start: ${({ $end }) => ($end ? 'auto' : '0')};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const CardLabels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SourceLabel = styled.span<{ $local: boolean }>`
  padding: 0.125rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $local }) => ($local ? theme.colors.accent : theme.colors.surfaceStrong)};
  color: ${({ theme, $local }) => ($local ? theme.colors.textOnDark : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export { CardDateLong as DateLong, CardDateShort as DateShort } from '../../ui/Card.tsx';

export const TitleLink = styled(Link)`
  ${cardTitleLinkStyle}
`;

export const Pager = styled.nav`
  display: flex;
  justify-content: center;
  margin-block-start: 1rem;
`;

export const PageList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const PageButton = styled.button<{ $active?: boolean }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: 2.75rem;
  block-size: 2.75rem;
  padding-inline: 0.5rem;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.ink : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.ink : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.textOnDark : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerBox = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 12rem;
`;

export const Spinner = styled.span`
  inline-size: 3rem;
  block-size: 3rem;
  border: 4px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-block-start-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;
