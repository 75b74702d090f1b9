/**
 * Everything the style cache knows about styled-components' insides, in one place
 * (styled-internals.test.ts fails when a new version changes any of it).
 *
 * - `StyleSheet` is the sheet class styled components write to (exported as `__PRIVATE__`):
 *   `request-style-sheet.ts` extends it. A component asks `hasNameForId(id, name)` before it
 *   compiles its CSS with stylis and calls `insertRules(id, name, rules)` only when the answer is
 *   no, so a sheet that answers yes from a cache skips the compile.
 * - The text a server sheet writes per group: each rule followed by `SPLITTER`, then a marker
 *   rule naming the group, the component id and the class names registered for it, which the
 *   browser reads back to register those names (`src/app/adopt-server-styles.ts`; the tag's
 *   `active` mark keeps styled-components' own take-over away from it).
 */
import { __PRIVATE__, version } from 'styled-components';

export const StyleSheet = __PRIVATE__.StyleSheet;
export type StyleSheet = InstanceType<typeof StyleSheet>;

/** What ends every rule in the text of a server sheet. */
export const SPLITTER = '/*!sc*/\n';

/** styled-components reads its attribute name from the environment once, at load time. */
const SC_ATTR = process.env.REACT_APP_SC_ATTR || process.env.SC_ATTR || 'data-styled';

/** The group (its position in every sheet) of a component id; allocated on first use, process-wide. */
export function groupOf(id: string): number {
  return StyleSheet.registerId(id);
}

/** The text of compiled rules as a server sheet writes them. */
export function rulesText(rules: readonly string[]): string {
  let text = '';
  for (const rule of rules) text += rule + SPLITTER;
  return text;
}

/** The marker rule that follows a group's rules: its id and every class name registered for it. */
export function groupMarker(group: number, id: string, names: Iterable<string>): string {
  let content = '';
  for (const name of names) if (name.length > 0) content += name + ',';
  return `${SC_ATTR}.g${group}[id="${id}"]{content:"${content}"}${SPLITTER}`;
}

/**
 * The `<style>` tag `ServerStyleSheet` writes around a sheet's text, but marked `active`, as
 * styled-components marks its own live sheet in the browser: its load then leaves the tag in place
 * instead of moving every rule into a sheet of its own (a style recalculation of the whole page);
 * the browser registers the tag's class names instead (`src/app/adopt-server-styles.ts`).
 */
export function styleTag(css: string, nonce: string | undefined): string {
  const nonceAttr = nonce ? `nonce="${nonce}" ` : '';
  return `<style ${nonceAttr}${SC_ATTR}="active" data-styled-version="${version}">${css}</style>`;
}

/**
 * A global style (`createGlobalStyle`) registers its rules under the name `id + mount number`,
 * which says nothing about their content (they follow the theme and props), so they are never
 * taken from a cache. Component and keyframe names are hashes of the CSS they were compiled from.
 */
export function isGlobalStyleId(id: string): boolean {
  return id.startsWith('sc-global-');
}
