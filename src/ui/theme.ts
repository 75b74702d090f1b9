/**
 * Design tokens: the spec's breakpoints (spec 000 section 9), type scale, spacing and the two
 * palettes (spec 000 section 1: "Global and a drydocks theme, each with its own colour palette").
 *
 * The spec names the palettes but gives no colours, so these are ours:
 * - Global: a deep navy ink with a teal accent on white. Navy reads as the serious, established
 *   corporate voice of a ports group; teal (sea) is the accent. Every text/background pair used by
 *   the components meets WCAG AA: ink #0A1E3C on white 16.6:1, accent #00778A on white 5.2:1,
 *   accent-on-dark #2EC4C7 on ink 7.8:1, muted #5A6677 on white 5.8:1.
 * - Drydocks: steel blue with a maritime safety orange, the colours of ship repair yards. Ink
 *   #14293D on white 14.9:1, steel #1F4E79 on white 8.7:1, orange #B8470A on white 5.3:1 (the
 *   brighter #FF9A3C is used only on the dark steel background, 7.0:1).
 */

import { INTER, INTER_FALLBACK, NOTO_SANS_ARABIC, NOTO_SANS_ARABIC_FALLBACK } from './fonts/fallback-fonts.ts';

export const breakpoints = {
  '2xs': 375,
  xs: 640,
  sm: 768,
  m: 1025,
  l: 1280,
  xl: 1440,
  '2xl': 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media query strings (without `@media`), usable in CSS and in `matchMedia`/embla breakpoints. */
export const mq = {
  /** Viewport at least as wide as the breakpoint. */
  up: (bp: Breakpoint | number): string => `(min-width: ${px(bp)}px)`,
  /** Viewport narrower than the breakpoint. */
  down: (bp: Breakpoint | number): string => `(max-width: ${px(bp) - 0.02}px)`,
  /** At most this many pixels wide (inclusive), for spec rules written as "at N px or below". */
  atMost: (width: number): string => `(max-width: ${width}px)`,
  between: (from: Breakpoint | number, to: Breakpoint | number): string => `(min-width: ${px(from)}px) and (max-width: ${px(to) - 0.02}px)`,
} as const;

/** `${media.up('sm')} { … }` in styled-components templates. */
export const media = {
  up: (bp: Breakpoint | number): string => `@media ${mq.up(bp)}`,
  down: (bp: Breakpoint | number): string => `@media ${mq.down(bp)}`,
  atMost: (width: number): string => `@media ${mq.atMost(width)}`,
  between: (from: Breakpoint | number, to: Breakpoint | number): string => `@media ${mq.between(from, to)}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const;

function px(bp: Breakpoint | number): number {
  return typeof bp === 'number' ? bp : breakpoints[bp];
}

export interface Palette {
  /** Body text and dark surfaces. */
  ink: string;
  /** Slightly lighter dark surface (cards on dark, hover on dark). */
  inkSoft: string;
  /** Primary action and link colour on light backgrounds. */
  accent: string;
  /** Hover/pressed shade of accent. */
  accentStrong: string;
  /** Accent on dark backgrounds. */
  accentOnDark: string;
  /** Secondary brand colour (headline highlights, eyebrows on light). */
  brand: string;
  background: string;
  surface: string;
  surfaceStrong: string;
  border: string;
  text: string;
  textMuted: string;
  textOnDark: string;
  textMutedOnDark: string;
  focus: string;
  danger: string;
  /** Edit-mode helpers (placeholders, notices): never shown to visitors. */
  editing: string;
}

const globalPalette: Palette = {
  ink: '#0A1E3C',
  inkSoft: '#12305A',
  accent: '#00778A',
  accentStrong: '#005F6E',
  accentOnDark: '#2EC4C7',
  brand: '#1B4075',
  background: '#FFFFFF',
  surface: '#F3F5F8',
  surfaceStrong: '#E2E7EE',
  border: '#CBD3DE',
  text: '#0A1E3C',
  textMuted: '#5A6677',
  textOnDark: '#FFFFFF',
  textMutedOnDark: '#C5D0DE',
  focus: '#2E6BE6',
  danger: '#B42318',
  editing: '#7A3FD1',
};

const drydocksPalette: Palette = {
  ink: '#14293D',
  inkSoft: '#1F3A56',
  accent: '#B8470A',
  accentStrong: '#963905',
  accentOnDark: '#FF9A3C',
  brand: '#1F4E79',
  background: '#FFFFFF',
  surface: '#F2F5F8',
  surfaceStrong: '#DFE6ED',
  border: '#C8D2DC',
  text: '#14293D',
  textMuted: '#56636F',
  textOnDark: '#FFFFFF',
  textMutedOnDark: '#C9D4DF',
  focus: '#2E6BE6',
  danger: '#B42318',
  editing: '#7A3FD1',
};

export type ThemeName = 'global' | 'drydocks';

/**
 * Each web font is followed by its metric-matched fallback (src/ui/fonts/fallback-fonts.ts), which
 * draws the first paint until the web font has loaded, at the same widths and baselines. In
 * Arabic, what the Arabic file does not hold (Latin words, Western digits, punctuation) comes from
 * an installed Noto Sans Arabic where there is one (its digits and punctuation, as before the
 * subsets), else from Inter.
 */
/**
 * The grid's steps as text, by half step up to 64 (16rem): styled interpolations ask for them on
 * every render of every element, and formatting the number each time showed in the server's profile.
 */
const SPACE_STEPS = Array.from({ length: 129 }, (_, half) => `${half * 0.125}rem`);
function space(n: number): string {
  const half = n * 2;
  return Number.isInteger(half) && half >= 0 && half < SPACE_STEPS.length ? SPACE_STEPS[half]! : `${n * 0.25}rem`;
}

const fontStackLatin = `'${INTER}', '${INTER_FALLBACK}', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const fontStackArabic = `'${NOTO_SANS_ARABIC}', '${NOTO_SANS_ARABIC_FALLBACK}', 'Noto Sans Arabic', '${INTER}', '${INTER_FALLBACK}', Tahoma, 'Segoe UI', Arial, sans-serif`;

export function createTheme(name: ThemeName) {
  return {
    name,
    colors: name === 'drydocks' ? drydocksPalette : globalPalette,
    breakpoints,
    fonts: { latin: fontStackLatin, arabic: fontStackArabic },
    /** Fluid type scale (rem), clamped between the 375 and 1440 viewports. */
    fontSizes: {
      xs: '0.8125rem',
      sm: '0.875rem',
      base: '1rem',
      md: '1.125rem',
      lg: 'clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)',
      xl: 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
      '2xl': 'clamp(1.875rem, 1.45rem + 1.6vw, 2.75rem)',
      '3xl': 'clamp(2.25rem, 1.6rem + 2.6vw, 4rem)',
    },
    lineHeights: { tight: 1.15, snug: 1.3, normal: 1.6 },
    fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    /** 4 px spacing grid. */
    space,
    radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    layout: {
      maxWidth: '1320px',
      /** Page gutter: 20 px on phones, growing to 48 px on large screens. */
      gutter: 'clamp(1.25rem, 0.6rem + 2.8vw, 3rem)',
      /** Vertical rhythm between page sections. */
      sectionSpace: 'clamp(3rem, 2rem + 4vw, 6rem)',
    },
    shadows: {
      card: '0 1px 2px rgba(10, 30, 60, 0.06), 0 4px 16px rgba(10, 30, 60, 0.06)',
      cardHover: '0 2px 4px rgba(10, 30, 60, 0.08), 0 12px 32px rgba(10, 30, 60, 0.14)',
    },
    motion: { fast: '150ms', base: '250ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  } as const;
}

export type Theme = ReturnType<typeof createTheme>;

export const themes: Record<ThemeName, Theme> = {
  global: createTheme('global'),
  drydocks: createTheme('drydocks'),
};

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'global' || value === 'drydocks';
}
