import { RE2JS } from 're2js';

/**
 * Regular expressions that editors and the CMS supply (redirect maps, form fields), run with RE2's
 * semantics (re2js, a pure JavaScript port of RE2): matching takes time in proportion to the
 * input, whatever the pattern, so no pattern can hold the server's one thread (JavaScript's own
 * engine backtracks: `^/x/(a|aa)+$` against 60 characters would run for hours). What RE2 cannot
 * express in linear time, back-references and look-around, does not compile. Our own constant
 * patterns stay native RegExp.
 *
 * Patterns are written as JavaScript spells them (`(?<name>…)`, `\/`): re2js translates them.
 */

export interface LinearRegex {
  /** Whether the pattern matches somewhere in `input` (RE2's DFA: no groups, the fastest path). */
  test(input: string): boolean;
  /** The match and its groups (an unmatched group as ''), or null: RegExp.exec's shape. */
  exec(input: string): string[] | null;
}

const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, s: RE2JS.DOTALL, m: RE2JS.MULTILINE, u: 0 };

/**
 * Compiles `source` with JavaScript's flags `i`, `s`, `m` and `u` (`u` changes nothing: RE2 reads
 * text as Unicode). Returns why not, as one sentence for a log line, when it cannot: a flag RE2
 * has no use for here (`g`, `y`, `d`, `v`), a syntax error, or a construct RE2 does not run.
 */
export function compileLinearRegex(source: string, flags = ''): LinearRegex | string {
  let re2Flags = 0;
  for (const flag of flags) {
    const value = FLAGS[flag];
    if (value === undefined) return `the flag ${flag} is not supported (i, s, m and u are)`;
    re2Flags |= value;
  }
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(RE2JS.translateRegExp(source), re2Flags);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // RE2's message says which: a syntax error, or a back-reference or look-around it does not run.
    return `not a regular expression RE2 can run in linear time (back-references and look-around are not supported): ${message.slice(0, 160)}`;
  }
  return {
    test: (input) => pattern.test(input),
    exec(input) {
      // The DFA answers "no" for nearly every request; groups are worked out only for a match.
      if (!pattern.test(input)) return null;
      const match = pattern.exec(input) as (string | undefined)[] | null;
      return match && match.map((group) => group ?? '');
    },
  };
}
