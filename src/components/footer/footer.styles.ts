import styled from 'styled-components';
import { media } from '../../ui/theme.ts';
import type { FooterColumns } from './footer.rules.ts';

export const FooterRoot = styled.div`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  /* A teal rule sets the footer apart from dark sections above it (the 404 stage, banners). */
  border-block-start: 3px solid ${({ theme }) => theme.colors.accentOnDark};
  padding-block: clamp(2.5rem, 2rem + 2.5vw, 4.5rem) ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accentOnDark};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  padding-block-end: ${({ theme }) => theme.space(8)};
  border-block-end: 1px solid rgba(255, 255, 255, 0.14);
`;

export const LogoLink = styled.a`
  display: inline-flex;
  img {
    display: block;
    block-size: 2.5rem;
    inline-size: auto;
  }
`;

export const Groups = styled.div<{ $cols: FooterColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(10)};
  grid-template-columns: repeat(${({ $cols }) => $cols.base}, minmax(0, 1fr));
  ${media.up('sm')} {
    grid-template-columns: repeat(${({ $cols }) => $cols.sm}, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(${({ $cols }) => $cols.m}, minmax(0, 1fr));
  }
  ${media.up('l')} {
    grid-template-columns: repeat(${({ $cols }) => $cols.l}, minmax(0, 1fr));
  }
`;

export const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

export const GroupLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMutedOnDark};
`;

export const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid rgba(255, 255, 255, 0.14);
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  ${media.up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export const Legal = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  row-gap: ${({ theme }) => theme.space(2)};

  li + li::before {
    /* Spec 002: legal links separated by a pipe. */
    content: '|';
    margin-inline: ${({ theme }) => theme.space(3)};
    opacity: 0.5;
  }
`;

export const Copyright = styled.p`
  margin: 0;
`;

export const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid rgba(255, 255, 255, 0.24);
    color: ${({ theme }) => theme.colors.textOnDark};
    transition: background ${({ theme }) => theme.motion.fast};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.inkSoft};
    text-decoration: none;
  }
  ${media.reducedMotion} {
    a {
      transition: none;
    }
  }
`;
