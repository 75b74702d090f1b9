import styled, { css } from 'styled-components';
import { Section } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { leadStyle, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import type { SectionStyle } from './static-image-section.rules.ts';

/** White: the page's own background. Black: deep ink with light text (spec 002 "white or black style"). */
export const ImageSection = styled(Section)<{ $style: SectionStyle }>`
  ${({ $style, theme }) =>
    $style === 'black'
      ? css`
          background: ${theme.colors.ink};
          color: ${theme.colors.textOnDark};
          hr {
            border-block-start-color: rgba(255, 255, 255, 0.22);
          }
        `
      : ''}
`;

/** Headline and description side by side from 1025 px (headline first), over the image. */
export const Intro = styled.div`
  display: grid;
  gap: 1rem;
  margin-block-end: clamp(1.75rem, 1.25rem + 2vw, 3rem);

  ${media.up('m')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 3rem;
    align-items: start;
  }
`;

export const Heading = styled.h2.attrs(revealLines)<{ $style: SectionStyle }>`
  ${sectionHeadingStyle}
  ${({ $style, theme }) => ($style === 'black' ? `color: ${theme.colors.textOnDark};` : '')}
`;

export const Description = styled.div<{ $style: SectionStyle }>`
  ${leadStyle}
  ${({ $style, theme }) => ($style === 'black' ? `color: ${theme.colors.textMutedOnDark};` : '')}
`;

export const Frame = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(127, 140, 160, 0.18);

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
`;
