import styled, { css, keyframes, type RuleSet } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { cardLinkStyle } from '../../ui/Card.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { lineClamp, sectionHeadingStyle } from '../../ui/typography.ts';
import {
  CARD_GAP_DESKTOP_PX,
  CARD_GAP_TABLET_PX,
  CARD_WIDTH_DESKTOP_PX,
  CARD_WIDTH_TABLET_PX,
  DESKTOP_MIN_WIDTH_PX,
  INTRO_RISE_VH,
  PHASES,
  PINNED_MEDIA,
  PINNED_SCROLL_FIT_VH,
  PINNED_SCROLL_OVERFLOW_VH,
  ZOOM_FROM,
  ZOOM_TO,
  type Phase,
} from './partner-block.rules.ts';

/**
 * The static layout is the default; the pinned, scroll-driven one (partner-block.rules.ts) is
 * added only where the browser has scroll-driven animations and PINNED_MEDIA holds, and never in
 * editing (`$pinned` false). So server HTML, hydration and every browser agree without script.
 */
const whenPinned = (rules: RuleSet<object>) => css`
  @supports (animation-timeline: view()) {
    @media ${PINNED_MEDIA} {
      ${rules}
    }
  }
`;

const TIMELINE = '--partner-pin';

const onTimeline = (name: ReturnType<typeof keyframes>, [from, to]: Phase) => css`
  animation: ${name} linear both;
  animation-duration: auto;
  animation-timeline: ${TIMELINE};
  animation-range: contain ${from * 100}% contain ${to * 100}%;
`;

const zoom = keyframes`
  from { scale: ${ZOOM_FROM}; }
  to { scale: ${ZOOM_TO}; }
`;

const rise = keyframes`
  from { translate: 0 ${INTRO_RISE_VH}vh; }
  to { translate: 0 0; }
`;

/* The row's clip: the content column on both sides at first, the full width when widened. */
const widen = keyframes`
  from { clip-path: inset(-2rem var(--offset) -2rem var(--offset)); }
  to { clip-path: inset(-2rem 0 -2rem 0); }
`;

/* Towards the reading start: left in English, right in Arabic (--dir). */
const slide = keyframes`
  from { translate: 0 0; }
  to { translate: calc(var(--travel) * var(--dir) * -1) 0; }
`;

/** Sizes the block's own width for the card-fit container query and the row's geometry. */
export const Root = styled.div`
  container: partner-block / inline-size;
`;

export const Section = styled.section<{ $pinned: boolean; $fitWidth: number }>`
  position: relative;
  isolation: isolate;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  scroll-margin-block-start: 5rem;

  /* The pinned scroll height: 140vh when the cards overflow, 120vh when they pass the fit test. */
  --pin: ${PINNED_SCROLL_OVERFLOW_VH};
  @container partner-block (min-width: ${({ $fitWidth }) => $fitWidth}px) {
    --pin: ${PINNED_SCROLL_FIT_VH};
  }

  ${({ $pinned }) =>
    $pinned &&
    whenPinned(css`
      block-size: calc(100vh + var(--pin) * 1vh);
      view-timeline: ${TIMELINE} block;
      /* The default inset is the page's scroll-padding (for the fixed header): the timeline must
         match the sticky pin exactly, from the section's top at the viewport top. */
      view-timeline-inset: 0;
    `)}
`;

export const Stage = styled.div<{ $pinned: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  padding-block: ${({ theme }) => theme.layout.sectionSpace};
  overflow: clip;

  ${({ $pinned }) =>
    $pinned &&
    whenPinned(css`
      position: sticky;
      inset-block-start: 0;
      block-size: 100vh;
      justify-content: space-between;
      gap: 1.5rem;
      /* Clear the fixed site header (57 / 66 px, spec 001 section 9) above the intro. */
      padding-block: calc(66px + 5vh) 6vh;
    `)}
`;

export const Backdrop = styled.div<{ $pinned: boolean }>`
  position: absolute;
  inset: 0;
  z-index: -2;

  img {
    inline-size: 100%;
    block-size: 100%;
    max-inline-size: none;
    object-fit: cover;
  }

  ${({ $pinned }) => $pinned && whenPinned(onTimeline(zoom, PHASES.zoom))}
`;

/* Keeps white text above AA contrast over any photograph; darkest behind the intro and the cards. */
export const Shade = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, rgba(7, 21, 41, 0.88) 0%, rgba(7, 21, 41, 0.62) 45%, rgba(7, 21, 41, 0.82) 100%);
`;

export const Intro = styled(Container)<{ $pinned: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1rem;

  ${({ $pinned }) => $pinned && whenPinned(onTimeline(rise, PHASES.intro))}
`;

export const Headline = styled.h2<{ $clamp?: boolean }>`
  ${sectionHeadingStyle}
  max-inline-size: 46rem;
  color: #fff;
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const Description = styled.div<{ $clamp?: boolean }>`
  max-inline-size: 42rem;
  color: ${({ theme }) => theme.colors.textMutedOnDark};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $clamp }) => ($clamp ? lineClamp(2) : '')}
`;

export const Cta = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-block-start: 0.5rem;
`;

/** The row's window: the content column when static; the full width, clipped, when pinned. */
export const Row = styled(Container)<{ $pinned: boolean; $count: number }>`
  ${({ $pinned, $count, theme }) =>
    $pinned &&
    whenPinned(css`
      --card: ${CARD_WIDTH_TABLET_PX}px;
      --gap: ${CARD_GAP_TABLET_PX}px;
      ${media.up(DESKTOP_MIN_WIDTH_PX)} {
        --card: ${CARD_WIDTH_DESKTOP_PX}px;
        --gap: ${CARD_GAP_DESKTOP_PX}px;
      }
      /* Where the content column starts (the page Container's side space), from the block's width. */
      --offset: max(${theme.layout.gutter}, (100cqi - ${theme.layout.maxWidth}) / 2);
      --travel: max(0px, ${$count} * var(--card) + ${Math.max(0, $count - 1)} * var(--gap) - (100cqi - 2 * var(--offset)));
      --dir: 1;
      &:dir(rtl) {
        --dir: -1;
      }
      max-inline-size: none;
      margin: 0;
      padding-inline: var(--offset) 0;
      ${onTimeline(widen, PHASES.widen)}
    `)}
`;

export const Track = styled.ul<{ $pinned: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16.5rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $pinned }) =>
    $pinned &&
    whenPinned(css`
      display: flex;
      gap: var(--gap);
      inline-size: max-content;
      ${onTimeline(slide, PHASES.slide)}

      > li {
        flex: 0 0 var(--card);
        inline-size: var(--card);
      }
    `)}
`;

export const Logo = styled.div`
  display: grid;
  place-items: center;
  block-size: 5.5rem;
  padding: 1rem 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  background: ${({ theme }) => theme.colors.background};

  img {
    inline-size: auto;
    max-inline-size: 100%;
    block-size: 3.5rem;
    object-fit: contain;
  }
`;

export const PartnerLink = styled(Link)<{ $stretch?: boolean }>`
  ${cardLinkStyle}
`;

export const LinkArrow = styled.span`
  display: inline-flex;
`;
