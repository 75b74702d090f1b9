import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Tooling for the islands contract (tests only, never bundled): the phrase keys a block's code
 * can look up, found by following its relative imports from `index.tsx` and reading the literal
 * first arguments of `t(…)` and `translate(…)`. The page's own modules (src/app) are not followed:
 * they render around islands, not inside them.
 */
const IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\s+'(\.{1,2}\/[^']+)'/g;
const LOOKUP = /\b(?:t|translate)\(\s*'([A-Za-z0-9_.-]+)'/g;

export function phraseKeysReachableFrom(entry: string, skip: (file: string) => boolean): { keys: Set<string>; files: string[] } {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || skip(file)) return;
    seen.add(file);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return;
    }
    for (const match of source.matchAll(LOOKUP)) keys.add(match[1]!);
    for (const match of source.matchAll(IMPORT)) {
      const target = match[1] ?? match[2]!;
      if (target.endsWith('.test.ts') || target.endsWith('.test.tsx')) continue;
      visit(resolve(dirname(file), target));
    }
  };
  visit(entry);
  return { keys, files: [...seen] };
}
