import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { media } from '../../ui/theme.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

/* One card a row on phones, two from the tablet breakpoint (768), three from l (1280). */
export const CardGrid = styled.ul`
  display: grid;
  gap: clamp(1rem, 0.75rem + 1vw, 1.5rem);
  padding: 0;
  margin: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('l')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

export const CardMedia = styled.div`
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;
  padding: clamp(1.25rem, 1rem + 0.8vw, 1.75rem);
`;

export const CardTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.text};
  ${cardTextClamp}
`;

export const CardDescription = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${cardTextClamp}
`;

export const Details = styled.dl`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  inline-size: 100%;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};

  &:empty {
    display: none;
  }
`;

export const Detail = styled.div`
  display: grid;
  grid-template-columns: 1.25rem minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;

  dt {
    margin: 0;
  }
`;

export const DetailIcon = styled.span`
  display: block;
  padding-block-start: 0.125rem;
  color: ${({ theme }) => theme.colors.accent};

  svg {
    display: block;
  }
`;

export const DetailLines = styled.dd`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  overflow-wrap: break-word;

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
    /* Numbers and addresses read left to right in Arabic too, set on the start side of the line. */
    unicode-bidi: isolate;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  p + p {
    margin-block-start: 0.25rem;
  }
`;

export const MapLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-block-start: auto;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &::after {
    content: '↗' / '';
    font-size: 0.9em;
  }
  [dir='rtl'] &::after {
    content: '↖' / '';
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
    border-radius: 2px;
  }
`;
