import styled, { css } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import { QUICK_LINK_COLUMNS } from './link-list-card.rules.ts';
import { cardTextClamp } from '../../ui/Card.tsx';

export const LinkCardSection = styled(Section)`
  padding-block: clamp(2rem, 1.5rem + 2.5vw, 4rem);
`;

/** The card: image on the start side, the links on the end side (stacked below 768 px). */
export const Panel = styled.div<{ $withImage: boolean }>`
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('sm')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 5fr) minmax(0, 7fr)' : '1fr')};
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${media.up('sm')} {
    aspect-ratio: auto;
    min-block-size: 100%;
  }

  img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  padding: clamp(1.5rem, 1rem + 2.5vw, 3rem);
`;

export const Heading = styled.h2.attrs(revealLines)`
  ${sectionHeadingStyle}
  ${cardTextClamp}
`;

/** The quick links grid: 1 column, then 2 and 3 from the spec's breakpoints (link-list-card.rules.ts). */
const quickLinksGrid = css`
  ${QUICK_LINK_COLUMNS.map(
    ({ from, columns }) => css`
      ${media.up(from)} {
        grid-template-columns: repeat(${columns}, minmax(0, 1fr));
      }
    `,
  )}
`;

/** One list up to 5 links; the quick links grid above that. */
export const Links = styled.ul<{ $layout: 'list' | 'grid' }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 2rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $layout }) => $layout === 'grid' && quickLinksGrid}
`;

export const Entry = styled.li`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const EntryLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-block-size: 3rem;
  padding-block: 0.75rem;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.motion.fast} ease;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
  }
  &:hover svg {
    transform: translateX(4px);
  }
  [dir='rtl'] &:hover svg {
    transform: translateX(-4px) scaleX(-1);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  margin-block-start: auto;
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
