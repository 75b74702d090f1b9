import styled from 'styled-components';
import { media } from '../../ui/theme.ts';

export const HeroSection = styled.section`
  padding-block: clamp(1.5rem, 1rem + 2vw, 3rem) clamp(2rem, 1.5rem + 2vw, 3.5rem);
  background: ${({ theme }) => theme.colors.background};
  scroll-margin-block-start: 5rem;
`;

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-inline-size: 48rem;
  margin-inline: auto;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TypeTag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const Actions = styled.div`
  max-inline-size: 48rem;
  margin-inline: auto;
  margin-block-start: clamp(1.5rem, 1rem + 1.5vw, 2.25rem);
  padding-block: 1rem;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  @media print {
    display: none;
  }
`;

export const Figure = styled.figure`
  margin: clamp(1.5rem, 1rem + 1.5vw, 2.5rem) 0 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: 16 / 9;

  ${media.up('m')} {
    aspect-ratio: 21 / 9;
  }
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;
