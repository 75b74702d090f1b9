import { LRUCache } from 'lru-cache';
import type { IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/**
 * A global style (`createGlobalStyle`) that reads the theme or props is compiled by stylis every
 * time it renders, outside the sheet, so the request sheet's cache never sees it: the site's
 * global style (font faces, base typography) was compiled again on every page. Its CSS text is
 * the same for a given theme and edit mode, so the compiled rules are kept by that text.
 * Few distinct texts exist (themes × modes); the bound is for CMS values that might reach one.
 */
const MAX_GLOBAL_STYLES = 64;

const compiled = new LRUCache<string, readonly string[]>({ max: MAX_GLOBAL_STYLES });
const wrappers = new WeakMap<Stringifier, Stringifier>();

/**
 * `stylis`, but a global style's rules (compiled with no selector, prefix or component id) come
 * from the cache. Components and keyframes go straight through: the request sheet caches those
 * before stylis is asked. The hash, which class names derive from, is stylis's own.
 */
export function withCachedGlobalStyles(stylis: Stringifier): Stringifier {
  let wrapped = wrappers.get(stylis);
  if (!wrapped) {
    wrapped = Object.assign(
      (css: string, selector?: string, prefix?: string, componentId?: string): string[] => {
        if (selector !== '' || prefix !== undefined || componentId !== undefined) return stylis(css, selector, prefix, componentId);
        let rules = compiled.get(css);
        if (!rules) {
          rules = Object.freeze(stylis(css, selector));
          compiled.set(css, rules);
        }
        // styled-components only reads the rules; the frozen array is shared by every request.
        return rules as string[];
      },
      { hash: stylis.hash },
    );
    wrappers.set(stylis, wrapped);
  }
  return wrapped;
}
