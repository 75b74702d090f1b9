import styled, { css, keyframes, type RuleSet } from 'styled-components';
import { Link } from '../../fields/Link.tsx';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button.tsx';
import { cardLinkStyle } from '../../ui/Card.tsx';
import { Container } from '../../ui/layout.tsx';
import { lineClamp, revealLines, sectionHeadingStyle } from '../../ui/typography.ts';
import {
  CARD_GAP_DESKTOP_PX,
  CARD_GAP_TABLET_PX,
  CARD_WIDTH_DESKTOP_PX,
  CARD_WIDTH_TABLET_PX,
  DESKTOP_MEDIA,
  INTRO_RISE_VH,
  PHASES,
  PINNED_MEDIA,
  PINNED_SCROLL_FIT_VH,
  PINNED_SCROLL_OVERFLOW_VH,
  SCROLL_TIMELINES,
  ZOOM_FROM,
  ZOOM_TO,
  type Phase,
} from './partner-block.rules.ts';
import { PHASE_VARIABLES, SCRIPTED } from './scroll-driver.ts';

/**
 * The static layout is the default; the pinned one (partner-block.rules.ts) is added where
 * PINNED_MEDIA holds and something moves it: the browser's scroll-driven animations, or, where
 * those are missing, the island's script (scroll-driver.ts), which marks the section
 * `data-motion="script"` and writes each phase's progress into PHASE_VARIABLES. Never in editing
 * (`$pinned` false). So server HTML, hydration and every browser agree, and a browser without
 * either (no script) keeps the static layout.
 *
 * `layout` is the pinned layout, the same in both paths; `timeline` the CSS animations; `script`
 * the same motion read from the variables. The script's rules also switch the CSS animations off,
 * so a browser that has both (Chromium in the test of the script path) shows the script's.
 */
const pinned = ({
  layout,
  timeline,
  script,
  self = false,
}: {
  layout?: RuleSet<object>;
  timeline?: RuleSet<object>;
  script?: RuleSet<object>;
  self?: boolean;
}) => css`
  @media ${PINNED_MEDIA} {
    @supports (${SCROLL_TIMELINES}) {
      ${layout}
      ${timeline}
    }
    ${self ? `&${SCRIPTED}` : `${SCRIPTED} &`} {
      ${layout}
      ${script && 'animation: none;'}
      ${script}
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

/** A phase's progress (0 to 1) as the script wrote it; 0 until it has. */
const phase = (name: keyof typeof PHASES) => `var(${PHASE_VARIABLES[name]}, 0)`;

const zoom = keyframes`
  from { scale: ${ZOOM_FROM}; }
  to { scale: ${ZOOM_TO}; }
`;

/* What overflows a stage too short for the intro and the row (0 when they fit). */
const LIFT = 'min(0px, 100svh - 100%)';

const lift = keyframes`
  from { translate: 0 0; }
  to { translate: 0 ${LIFT}; }
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

  /* The pinned scroll height: with the desktop values 140vh when the cards overflow, 120vh when
     they pass the fit test; 120vh with the tablet values. */
  --pin: ${PINNED_SCROLL_FIT_VH};
  @media ${DESKTOP_MEDIA} {
    --pin: ${PINNED_SCROLL_OVERFLOW_VH};
    @container partner-block (min-width: ${({ $fitWidth }) => $fitWidth}px) {
      --pin: ${PINNED_SCROLL_FIT_VH};
    }
  }

  ${({ $pinned }) =>
    $pinned &&
    pinned({
      self: true,
      layout: css`
        block-size: calc(100svh + var(--pin) * 1vh);
      `,
      timeline: css`
        view-timeline: ${TIMELINE} block;
        /* The default inset is the page's scroll-padding (for the fixed header): the timeline must
           match the sticky pin exactly, from the section's top at the viewport top. */
        view-timeline-inset: 0;
      `,
    })}
`;

export const Stage = styled.div<{ $pinned: boolean }>`
  position: relative;
  overflow: clip;

  ${({ $pinned }) =>
    $pinned &&
    pinned({
      /* The small viewport height: on phones the stage fits the screen with the browser's bars shown. */
      layout: css`
        position: sticky;
        inset-block-start: 0;
        block-size: 100svh;
        display: flex;
        flex-direction: column;
      `,
    })}
`;

/**
 * The intro and the row. Pinned, it fills the stage, intro at the top, row at the bottom; on a
 * screen too short for both (a phone held sideways, a low laptop window) it is taller than the
 * stage and lifts by what overflows (`100svh - 100%`, nothing on taller screens) while the intro
 * moves up, so every card comes into view.
 */
export const Content = styled.div<{ $pinned: boolean }>`
  display: flex;
  flex-direction: column;
  gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  padding-block: ${({ theme }) => theme.layout.sectionSpace};

  ${({ $pinned }) =>
    $pinned &&
    pinned({
      layout: css`
        flex: 1 0 auto;
        justify-content: space-between;
        gap: 1.5rem;
        /* Clear the fixed site header (57 / 66 px, spec 001 section 9) above the intro. */
        padding-block: calc(66px + 5vh) 6vh;
      `,
      timeline: onTimeline(lift, PHASES.intro),
      script: css`
        translate: 0 calc(${LIFT} * ${phase('intro')});
      `,
    })}
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

  ${({ $pinned }) =>
    $pinned &&
    pinned({
      timeline: onTimeline(zoom, PHASES.zoom),
      script: css`
        scale: calc(${ZOOM_FROM} + ${ZOOM_TO - ZOOM_FROM} * ${phase('zoom')});
      `,
    })}
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

  ${({ $pinned }) =>
    $pinned &&
    pinned({
      timeline: onTimeline(rise, PHASES.intro),
      script: css`
        translate: 0 calc(${INTRO_RISE_VH}vh * (1 - ${phase('intro')}));
      `,
    })}
`;

export const Headline = styled.h2.attrs(revealLines)<{ $clamp?: boolean }>`
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
    pinned({
      layout: css`
        /* The tablet values, also on phones and short screens; the desktop ones where DESKTOP_MEDIA holds. */
        --card: ${CARD_WIDTH_TABLET_PX}px;
        --gap: ${CARD_GAP_TABLET_PX}px;
        @media ${DESKTOP_MEDIA} {
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
      `,
      timeline: onTimeline(widen, PHASES.widen),
      script: css`
        --clip: calc(var(--offset) * (1 - ${phase('widen')}));
        clip-path: inset(-2rem var(--clip) -2rem var(--clip));
      `,
    })}
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
    pinned({
      layout: css`
        display: flex;
        gap: var(--gap);
        inline-size: max-content;

        > li {
          flex: 0 0 var(--card);
          inline-size: var(--card);
        }
      `,
      timeline: onTimeline(slide, PHASES.slide),
      script: css`
        translate: calc(var(--travel) * var(--dir) * -1 * ${phase('slide')}) 0;
      `,
    })}
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
