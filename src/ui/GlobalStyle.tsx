import { preload } from 'react-dom';
import { createGlobalStyle } from 'styled-components';
import { firstViewFontUrls, fontFaceRules } from './fonts/font-faces.ts';
import { media } from './theme.ts';
import { arabicBodyTextStyle, bodyTextStyle } from './typography.ts';

/**
 * Preloads the font files a page's first view draws with (src/ui/fonts/font-faces.ts: the Latin
 * file in English; the Arabic and the Latin file in Arabic), so text does not swap late. React
 * hoists the hints into the head during server rendering.
 */
export function FontPreloads({ language }: { language: string }) {
  for (const href of firstViewFontUrls(language)) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return null;
}

/**
 * `$editing`: edit mode lays blocks out statically, without animations (spec 000 section 6). The
 * metadata chromes (`<code type="text/sitecore">` holding JSON for the Pages editor, which reads
 * them from the DOM) are hidden, or their JSON would show as text and widen the page.
 */
export const GlobalStyle = createGlobalStyle<{ $editing?: boolean }>`
  ${fontFaceRules}

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
