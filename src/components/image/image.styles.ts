import styled from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { Container } from '../../ui/layout.tsx';
import { BLOCK_SPACE } from '../../ui/sxa-grid.ts';

export const Wrapper = styled(Container)<{ $placement: string }>`
  padding-block: ${BLOCK_SPACE};
  scroll-margin-block-start: 5rem;
  ${({ $placement }) => $placement}
`;

export const Figure = styled.figure`
  margin: 0;

  img {
    inline-size: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The link around the picture: a gentle zoom on hover (off in edit mode and for reduced motion). */
export const PictureLink = styled(Link)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &:hover img {
    transform: scale(1.03);
  }
  &:focus-visible {
    outline-offset: 3px;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  gap: 0.75rem;
  margin-block-start: 0.875rem;
  color: var(--surface-text-muted, ${({ theme }) => theme.colors.textMuted});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  /* The site's accent mark in front of the caption. */
  &::before {
    content: '';
    flex: none;
    inline-size: 1.5rem;
    block-size: 2px;
    margin-block-start: 0.7em;
    background: var(--surface-link, ${({ theme }) => theme.colors.accent});
  }
`;
