import { LRUCache } from 'lru-cache';

/** A class name's rules, compiled once, in the text a server sheet writes them in. */
export interface CompiledRules {
  /** The component's group: where its rules stand among all components' in every sheet. */
  group: number;
  /** The rules, each followed by styled-components' splitter. */
  css: string;
}

export interface StyleCacheOptions {
  /** Characters of CSS (plus keys) kept at most; the least recently used go first. */
  maxChars: number;
  /** Entries kept at most, however small. */
  maxEntries: number;
}

/**
 * Every page shares the bulk of its rules with every other page, and the rules a component
 * produces for given props are the same for every visitor. What can vary without limit is a CMS
 * value that ends up in an interpolation (a colour, an image URL), so the cache is bounded both in
 * size and in entries; an entry that falls out is compiled again when next needed.
 */
export const DEFAULT_STYLE_CACHE: StyleCacheOptions = { maxChars: 4 * 1024 * 1024, maxEntries: 20_000 };

/**
 * Compiled rules by styled component id and class name, shared by all requests of the process.
 * The class name is styled-components' hash of the CSS it was compiled from (and of the stylis
 * set-up), so the pair names one compiled result: the same one any request would compute.
 */
export class StyleCache {
  private readonly entries: LRUCache<string, CompiledRules>;

  constructor(options: StyleCacheOptions = DEFAULT_STYLE_CACHE) {
    this.entries = new LRUCache<string, CompiledRules>({
      max: options.maxEntries,
      maxSize: options.maxChars,
      sizeCalculation: (value, key) => value.css.length + key.length,
    });
  }

  get(id: string, name: string): CompiledRules | undefined {
    return this.entries.get(id + ' ' + name);
  }

  set(id: string, name: string, compiled: CompiledRules): void {
    this.entries.set(id + ' ' + name, compiled);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters held (CSS text and keys). */
  get chars(): number {
    return this.entries.calculatedSize;
  }
}

/** The process's cache: every page render reads and fills it. */
export const styleCache = new StyleCache();
