import type { Breakpoint } from '../../ui/theme.ts';

/** Every phrase the iframe looks up. */
export const IFRAME_PHRASES = ['IframeTitleFallback'] as const;

/** The mobile attribute list applies below this breakpoint (768 px: phones). */
export const IFRAME_MOBILE_BELOW: Breakpoint = 'sm';
