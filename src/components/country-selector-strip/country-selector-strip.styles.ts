import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { media } from '../../ui/theme.ts';

/* Countries two a row on phones, then three (768), four (1025) and five (1280). */
export const CountryGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem clamp(0.75rem, 0.5rem + 1vw, 1.5rem);
  padding: 0;
  margin: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.up('l')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export const CountryEntry = styled.a`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  margin-inline: -0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &:is(a):hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const FlagFrame = styled.span`
  display: block;
  flex: none;
  inline-size: 2rem;
  block-size: 1.5rem;
  overflow: hidden;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  /* A hairline so white flags keep their outline on white. */
  box-shadow: 0 0 0 1px rgba(10, 30, 60, 0.14);

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const CountryName = styled.span`
  min-inline-size: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.35;
`;

export const ContactStrip = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.25rem;
  margin-block-start: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem) clamp(1.5rem, 1rem + 3vw, 3.5rem);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: 2rem;
  }
`;

export const StripMessage = styled.p`
  max-inline-size: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  flex: none;
`;
