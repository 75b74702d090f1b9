import { preload } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';
import { media } from './theme.ts';
import { arabicBodyTextStyle, bodyTextStyle } from './typography.ts';

/**
 * Self-hosted variable fonts (no third-party font CDN): Inter for Latin, Noto Sans Arabic for
 * Arabic. `unicode-range` lets the browser fetch only the files a page's text needs, so an
 * English page never downloads the Arabic font. Arabic pages put the Arabic face first.
 */

// Unicode ranges as published by Fontsource for these files.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

/**
 * Preloads the one font file a page's first paint needs (Latin for English, Arabic for Arabic),
 * so headings do not swap late. React hoists the hint into the head during server rendering.
 */
export function FontPreloads({ language }: { language: string }) {
  preload(language === 'ar' ? notoArabic : interLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

/**
 * `$editing`: edit mode lays blocks out statically, without animations (spec 000 section 6). The
 * metadata chromes (`<code type="text/sitecore">` holding JSON for the Pages editor, which reads
 * them from the DOM) are hidden, or their JSON would show as text and widen the page.
 */
export const GlobalStyle = createGlobalStyle<{ $editing?: boolean }>`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations'), url(${interLatin}) format('woff2');
    unicode-range: ${LATIN};
  }
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatinExt}) format('woff2-variations'), url(${interLatinExt}) format('woff2');
    unicode-range: ${LATIN_EXT};
  }
  @font-face {
    font-family: 'Noto Sans Arabic Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${notoArabic}) format('woff2-variations'), url(${notoArabic}) format('woff2');
    unicode-range: ${ARABIC};
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: 5rem;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    ${bodyTextStyle}
    text-rendering: optimizeLegibility;
  }

  :lang(ar) body,
  body:lang(ar) {
    ${arabicBodyTextStyle}
  }

  h1, h2, h3, h4, h5, h6 {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: -0.015em;
    text-wrap: balance;
  }

  :lang(ar) :is(h1, h2, h3, h4, h5, h6) {
    letter-spacing: 0;
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  p {
    margin: 0;
    text-wrap: pretty;
  }

  img, picture, svg, video {
    display: block;
    max-width: 100%;
  }

  img {
    height: auto;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
    text-decoration-thickness: 2px;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  button:disabled {
    cursor: not-allowed;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.accentOnDark};
    color: ${({ theme }) => theme.colors.ink};
  }

  ${({ $editing }) =>
    $editing
      ? `*, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
         code[type='text/sitecore'] { display: none; }`
      : ''}

  ${media.reducedMotion} {
    html {
      scroll-behavior: auto;
    }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
