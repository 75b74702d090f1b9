/**
 * The self-hosted flags (flag-icons, 4:3) are plain files named by code: the build copies them
 * under /assets/flags-<version>/ (scripts/copy-flags.mjs) and vite.config.ts writes the list of
 * codes and the folder into the bundle. No script per flag: a flag is one image request, made
 * only by a browser that shows it.
 */
declare const __FLAG_CODES__: string;
declare const __FLAG_BASE__: string;

const codes = new Set(__FLAG_CODES__.split(' '));

/** True when a self-hosted flag exists for the (lower-case) code. */
export function hasFlag(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && codes.has(code);
}

/** The site path of the flag for a code that has one. */
export function flagPath(code: string): string {
  return `${__FLAG_BASE__}${code}.svg`;
}
