import styled from 'styled-components';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';

export const CardsSection = styled(Section)`
  padding-block: clamp(2rem, 1.5rem + 2.5vw, 4rem);
`;

/**
 * Every card is in the HTML (crawlers, no-JS readers); below sm the ones past the visible count
 * are hidden by `data-hidden-on-mobile`, and Load more reveals them.
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down('sm')} {
    > [data-hidden-on-mobile='true'] {
      display: none;
    }
  }
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('m')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: 2rem;
  ${media.up('sm')} {
    display: none;
  }
`;
