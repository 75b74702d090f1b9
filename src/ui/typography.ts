import type { HTMLAttributes } from 'react';
import { css } from 'styled-components';
import { REVEAL_ATTRIBUTE } from './heading-reveal.rules.ts';

/** Shared text styles (the type scale lives in theme.fontSizes). */

/** The page's body text (GlobalStyle's `body`), also given to a fragment's root (FragmentContent). */
export const bodyTextStyle = css`
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.latin};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  font-optical-sizing: auto;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
`;

/** Body text in Arabic: Arabic script needs more leading than Latin. */
export const arabicBodyTextStyle = css`
  font-family: ${({ theme }) => theme.fonts.arabic};
  line-height: 1.75;
`;

/** Clamp to n lines (spec 000 section 5: headlines and descriptions clamp to 2 lines outside editing). */
export const lineClamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

/**
 * The attribute the document's root carries in edit mode (Document.tsx), so that a style can
 * hold for visitors only without every block passing the mode down.
 */
export const EDITING_ATTRIBUTE = 'data-editing';

/**
 * Clamp to n lines outside edit mode only: editors see the whole text, to edit it. The condition
 * is wrapped in `:where()`, which weighs nothing: the rule weighs what the component's own class
 * does, so the component's later rules (a breakpoint that hides the text) still win over it.
 */
export const lineClampOutsideEditing = (lines: number) => css`
  :where(:root:not([${EDITING_ATTRIBUTE}])) & {
    ${lineClamp(lines)}
  }
`;

export const eyebrowStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;

  &::before {
    content: '';
    inline-size: 2rem;
    block-size: 2px;
    background: currentColor;
  }

  &:lang(ar) {
    letter-spacing: 0;
    text-transform: none;
  }
`;

/**
 * The mark of a large heading, a block's headline in the 2xl or 3xl step of the type scale: it is
 * revealed line by line as it enters the view (spec 000 section 9, heading-reveal.rules.ts).
 * `styled.h2.attrs(revealLines)`; every block headline styled with `sectionHeadingStyle` carries
 * it (heading-reveal.rules.test.ts fails on one that does not), a dialog's title does not. Typed
 * as the heading's own attributes: React's types know `data-*` in JSX only.
 */
export const revealLines = { [REVEAL_ATTRIBUTE]: '' } as HTMLAttributes<HTMLHeadingElement>;

export const sectionHeadingStyle = css`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export const leadStyle = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;
