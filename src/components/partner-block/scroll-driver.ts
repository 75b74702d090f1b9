import {
  SCROLL_TIMELINES,
  phasesAt,
  pinProgress,
  scrubSettled,
  scrubTowards,
  scrubbedProgress,
  settledAt,
  type PHASES,
  type Scrub,
} from './partner-block.rules.ts';

/**
 * The partner block's motion where the browser has no CSS scroll timelines (Firefox; issue 30):
 * the island reads the pin's scroll progress, smooths it (SCROLL_SMOOTHING_S: the animation
 * reaches the scroll position 1.5 s after it moved, partner-block.rules.ts) and writes each
 * phase's progress into a CSS variable on the section; the styles turn those into the same
 * transforms the CSS timelines give. The pin is CSS (sticky) in both paths.
 */

/** The section's mark while the script drives it; the styles pin the block under it. */
export const SCRIPTED = `[data-motion='script']`;

/** The variables the styles read, one per phase, each 0 to 1. */
export const PHASE_VARIABLES: Record<keyof typeof PHASES, string> = {
  intro: '--partner-intro',
  widen: '--partner-widen',
  slide: '--partner-slide',
  zoom: '--partner-zoom',
};

/** Whether this browser runs CSS scroll-driven animations (then CSS alone moves the block). */
export function hasScrollTimelines(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports(SCROLL_TIMELINES);
}

/**
 * Drives one block: on each scroll or resize, one animation frame reads where the section is and
 * writes the smoothed phases, then frames follow only until the smoothing has caught up. Returns
 * the function that stops it.
 */
export function driveByScript(section: HTMLElement, stage: HTMLElement): () => void {
  let scrub: Scrub | undefined;
  let frame = 0;
  const written: Partial<Record<string, string>> = {};

  const tick = (now: number) => {
    frame = 0;
    const target = pinProgress(section.getBoundingClientRect().top, section.offsetHeight - stage.offsetHeight);
    scrub = scrub ? scrubTowards(scrub, target, now) : settledAt(target);
    const phases = phasesAt(scrubbedProgress(scrub, now));
    for (const name of Object.keys(PHASE_VARIABLES) as (keyof typeof PHASES)[]) {
      const value = String(Math.round(phases[name] * 10_000) / 10_000);
      if (written[name] !== value) section.style.setProperty(PHASE_VARIABLES[name], (written[name] = value));
    }
    if (!scrubSettled(scrub, now)) frame = requestAnimationFrame(tick);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(tick);
  };

  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
