import { __PRIVATE__ } from 'styled-components';

/**
 * The browser takes the server's styles as they are (issue 26). Left to itself, styled-components
 * "rehydrates" when it loads: it reads every server `<style>` tag, inserts each rule again into a
 * sheet of its own and removes the server's tags, so the browser recomputes the style of nearly
 * every element of the page (measured on `/ar` at 4x CPU: a 130 ms frame, plus 25 ms of script,
 * the moment the first island hydrates). The server marks its tags `data-styled="active"`, the mark
 * styled-components gives its own live sheet (`src/server/styled-internals.ts`, `styleTag`), so the
 * load leaves them alone; this registers the class names they hold in the browser's sheet, so that a
 * component rendering a name the server sent inserts nothing. Names the server did not send (a
 * state it did not render) go to the browser's own sheet, which styled-components places after the
 * server's tags in the head.
 */

/** The marker the server writes after each group of rules (`groupMarker`): the component id and its class names. */
const GROUP_MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;
const adopted = new WeakSet<Element>();

/** The component ids and class names the markers of a server sheet's text name. */
export function namesInServerCss(css: string): [id: string, name: string][] {
  const found: [string, string][] = [];
  for (const [, id, names] of css.matchAll(GROUP_MARKER)) {
    for (const name of names!.split(',')) if (name) found.push([id!, name]);
  }
  return found;
}

/** Registers the class names of the server's style tags under `scope` (each tag once), leaving their rules in place. */
export function adoptServerStyles(scope: ParentNode = document): void {
  const sheet = __PRIVATE__.mainSheet;
  for (const tag of scope.querySelectorAll('style[data-styled]')) {
    if (adopted.has(tag)) continue;
    adopted.add(tag);
    for (const [id, name] of namesInServerCss(tag.textContent ?? '')) sheet.registerName(id, name);
  }
}
