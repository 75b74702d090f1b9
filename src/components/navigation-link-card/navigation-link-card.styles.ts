import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { media } from '../../ui/theme.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

export const Panel = styled.nav`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('m')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
    gap: 2.5rem;
  }
`;

export const Heading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const Links = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 2rem;
  }
`;

export const Item = styled.li`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const RowLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.875rem;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  svg {
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.motion.fast} ease;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover svg {
    transform: translateX(4px);
  }
  [dir='rtl'] &:hover svg {
    transform: translateX(-4px) scaleX(-1);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
