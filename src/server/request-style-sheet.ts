import { createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';
import { withCachedGlobalStyles } from './global-style-cache.ts';
import type { StyleCache, CompiledRules } from './style-cache.ts';
import { StyleSheet, groupMarker, groupOf, isGlobalStyleId, rulesText, styleTag } from './styled-internals.ts';

/**
 * The style sheet of one page render (given to the tree by `RequestStyles`), in place of a
 * `ServerStyleSheet`: it writes the same `<style>` tags, but takes compiled rules from the
 * process-wide `StyleCache` instead of compiling them again.
 *
 * A styled component asks the sheet whether its class name is known before it runs stylis; on a
 * cache hit this sheet registers the name, queues the cached text and answers yes, so the component
 * neither compiles nor inserts. On a miss the component compiles and calls `insertRules`, which
 * fills the cache. `takeStyles()` then writes the rules queued since the last call, in group order
 * with each group's marker, which is what `ServerStyleSheet` writes at each flush
 * (`_emitSheetCSS()` then `clearTag()`): concatenation of cached strings.
 */
export class RequestStyleSheet extends StyleSheet {
  /** Rules queued since the last `takeStyles()`, by group: the group's id and its rules' text. */
  private queued = new Map<number, { id: string; css: string }>();
  /** Every class name this sheet took, with its rules (a memoised block's sheet only). */
  private readonly taken: StyleUse[] | undefined;
  /** Whether a global style (`createGlobalStyle`, never cached) wrote to this sheet. */
  private global = false;

  constructor(
    private readonly cache: StyleCache,
    nonce?: string,
    /** Keep the list `uses()` returns: a block rendered for the block memo needs it, a page does not. */
    recordUses = false,
  ) {
    super(nonce ? { isServer: true, nonce } : { isServer: true });
    this.taken = recordUses ? [] : undefined;
  }

  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    if (isGlobalStyleId(id)) return false;
    const compiled = this.cache.get(id, name);
    if (!compiled) return false;
    this.queue(id, name, compiled);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    const compiled: CompiledRules = { group: groupOf(id), css: rulesText(rules) };
    if (isGlobalStyleId(id)) this.global = true;
    else this.cache.set(id, name, compiled);
    this.queue(id, name, compiled);
  }

  /** The class names taken so far with their rules, and whether a global style wrote here. */
  uses(): { styles: readonly StyleUse[]; global: boolean } {
    return { styles: this.taken ?? [], global: this.global };
  }

  /** Takes the rules another sheet took (a memoised block's), each name once. */
  adopt(styles: readonly StyleUse[]): void {
    for (const { id, name, compiled } of styles) {
      if (!super.hasNameForId(id, name)) this.queue(id, name, compiled);
    }
  }

  /** A global style that re-renders clears its group first: its queued rules and its names go. */
  override clearRules(id: string): void {
    this.queued.delete(groupOf(id));
    this.clearNames(id);
  }

  override clearTag(): void {
    this.queued.clear();
  }

  /** The `<style>` tag for the rules queued since the last call ('' when there are none). */
  takeStyles(): string {
    if (this.queued.size === 0) return '';
    const groups = [...this.queued.keys()].sort((a, b) => a - b);
    let css = '';
    for (const group of groups) {
      const { id, css: rules } = this.queued.get(group)!;
      const names = this.names.get(id);
      if (!rules || !names || names.size === 0) continue;
      css += rules + groupMarker(group, id, names);
    }
    this.queued.clear();
    return css ? styleTag(css, this.options.nonce) : '';
  }

  private queue(id: string, name: string, compiled: CompiledRules): void {
    this.registerName(id, name);
    this.taken?.push({ id, name, compiled });
    const queued = this.queued.get(compiled.group);
    if (queued) queued.css += compiled.css;
    else this.queued.set(compiled.group, { id, css: compiled.css });
  }
}

/** One class name a render took, and its compiled rules. */
export interface StyleUse {
  id: string;
  name: string;
  compiled: CompiledRules;
}

/**
 * What `<StyleSheetManager sheet={sheet}>` gives the tree below (the sheet, the rest inherited),
 * with stylis wrapped so that global styles are compiled once (global-style-cache.ts).
 */
export function RequestStyles({ sheet, children }: { sheet: RequestStyleSheet; children: ReactNode }): ReactElement {
  const parent = useContext(StyleSheetContext);
  return createElement(StyleSheetContext.Provider, { value: { ...parent, styleSheet: sheet, stylis: withCachedGlobalStyles(parent.stylis) } }, children);
}
