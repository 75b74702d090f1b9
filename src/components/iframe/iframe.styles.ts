import styled from 'styled-components';
import { media } from '../../ui/theme.ts';
import { Section } from '../../ui/layout.tsx';

export const IframeSection = styled(Section)``;

/**
 * The frame's box. Its height is CSS, from both lists at once (desktop from 768 px, mobile
 * below), so the box has its final size from the first paint whatever the island does later:
 * no layout shift when the mobile attributes are applied.
 */
export const Frame = styled.div<{ $desktopHeight: number; $mobileHeight: number; $desktopWidth: string; $mobileWidth: string }>`
  position: relative;
  inline-size: 100%;
  max-inline-size: ${({ $mobileWidth }) => $mobileWidth};
  margin-inline: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  iframe {
    display: block;
    inline-size: 100%;
    block-size: ${({ $mobileHeight }) => $mobileHeight}px;
    border: 0;
  }

  ${media.up('sm')} {
    max-inline-size: ${({ $desktopWidth }) => $desktopWidth};
    iframe {
      block-size: ${({ $desktopHeight }) => $desktopHeight}px;
    }
  }
`;

export const EditorNote = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.editing};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
