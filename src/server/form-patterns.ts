import { RegExpValidator } from '@eslint-community/regexpp';
import { LRUCache } from 'lru-cache';
import type { DroppedPatternReason } from '../lib/form-rules.ts';
import { compileLinearRegex, type LinearRegex } from './linear-regex.ts';

/**
 * Editors' field patterns (form definitions' `pattern`), as the submit route checks them: anchored
 * to the whole value, as the page does (src/lib/form-rules.ts compilePattern), but run with RE2's
 * semantics (linear-regex.ts), so no pattern and no crafted value can hold the server's thread.
 */

/** Patterns compiled and kept; a site has a handful of forms with a few patterns each. */
const PATTERNS_KEPT = 200;
const compiled = new LRUCache<string, { regex: LinearRegex | string }>({ max: PATTERNS_KEPT });

function wholeValue(source: string): LinearRegex | string {
  let entry = compiled.get(source);
  if (!entry) compiled.set(source, (entry = { regex: compileLinearRegex(`^(?:${source})$`, 'u') }));
  return entry.regex;
}

/** Whether the server can run this pattern (RE2 takes it: no back-reference, no look-around). */
export function isLinearPattern(source: string): boolean {
  return typeof wholeValue(source) !== 'string';
}

/** Whether `value` matches the whole pattern; undefined when the server cannot run the pattern. */
export function matchesLinearPattern(source: string, value: string): boolean | undefined {
  const regex = wholeValue(source);
  return typeof regex === 'string' ? undefined : regex.test(value);
}

/**
 * ECMAScript 2024's grammar: what current browsers compile. Later additions (ES2025's modifiers
 * `(?i:…)`, a group name used twice) are not in every browser a visitor has.
 */
const validator = new RegExpValidator({ ecmaVersion: 2024 });

/**
 * Whether the page's engine compiles this pattern as `compilePattern` does (anchored as
 * `^(?:…)$`, with the `u` flag, else without), read by a parser of ECMAScript's grammar (regexpp,
 * ESLint's) rather than by `new RegExp`: no expression from the CMS reaches the server's own engine.
 */
export function isEcmaScriptPattern(source: string): boolean {
  for (const unicode of [true, false]) {
    try {
      validator.validatePattern(`^(?:${source})$`, undefined, undefined, { unicode });
      return true;
    } catch {
      // the next mode, or not a pattern
    }
  }
  return false;
}

/** readFormDefinition's `checkPattern` on the server: a pattern the page compiles and RE2 runs. */
export function checkFormPattern(source: string): DroppedPatternReason | undefined {
  if (!isEcmaScriptPattern(source)) return 'doesNotCompile';
  return isLinearPattern(source) ? undefined : 'unsafe';
}
