import styled, { css } from 'styled-components';
import { HEADLINE_CLAMP_LINES } from '../fields/text.rules.ts';
import { lineClampOutsideEditing } from './typography.ts';
import { media } from './theme.ts';

/**
 * The one rule for the text of every card and teaser (spec 000 section 5: "Headlines and
 * descriptions clamp to 2 lines outside editing mode"): a card's headline and its description
 * take this, and nothing else decides their clamp. Editors see the whole text (the document's
 * edit-mode attribute turns it off: no block passes the mode). Which kinds of card and teaser
 * there are, and what is not one: docs/decisions/005-not-shown.md; `test/card-text-clamp.test.ts`
 * checks every kind on the list.
 */
export const cardTextClamp = lineClampOutsideEditing(HEADLINE_CLAMP_LINES);

/**
 * A card that holds a link shows one focus ring around the whole card, not around the link
 * (whose click area the card is).
 */
export const cardFocusRing = css`
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:focus-within :focus-visible {
    outline: none;
  }
`;

/**
 * The content card shared by the card carousel and the news blocks: media on top, then meta,
 * title, text and a link. The card's link is stretched over the whole card (one tab stop, one
 * accessible name) and the hover state lifts the card and zooms the image slightly.
 */
export const Card = styled.article<{ $static?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  ${({ $static }) =>
    $static
      ? ''
      : css`
          ${media.hover} {
            &:hover {
              box-shadow: ${({ theme }) => theme.shadows.cardHover};
              transform: translateY(-4px);
            }
            &:hover img {
              transform: scale(1.04);
            }
          }
        `}

  ${cardFocusRing}
`;

export const CardMedia = styled.div<{ $ratio?: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio ?? '16 / 10'};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.5rem 1.5rem 1.75rem;
`;

export const CardMeta = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const CardTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${cardTextClamp}
`;

export const CardText = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.base};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${cardTextClamp}

  p + p {
    margin-block-start: 0.5rem;
  }
`;

/** The card's call to action; `$stretch` spreads its click area over the whole card. */
export const cardLinkStyle = css<{ $stretch?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-block-start: auto;
  padding-block-start: 0.5rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.accentStrong};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }

  ${({ $stretch }) =>
    $stretch
      ? css`
          &::after {
            content: '';
            position: absolute;
            inset: 0;
            z-index: 1;
          }
        `
      : ''}
`;

/** A card's title link whose click area covers the whole card (the card is its positioned box). */
export const cardTitleLinkStyle = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:hover {
    color: inherit;
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }
`;

/** A card date written out on phones and short from sm up (spec 001 section 5). */
export const CardDateLong = styled.span`
  ${media.up('sm')} {
    display: none;
  }
`;

export const CardDateShort = styled.span`
  display: none;
  ${media.up('sm')} {
    display: inline;
  }
`;
