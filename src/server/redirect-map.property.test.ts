import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RedirectRule } from '../cms/redirects.ts';
import { LOCALES, type Locale } from '../../routes.ts';
import { compileRedirectMap, type RedirectRequest } from './redirect-map.ts';

/**
 * Property-based tests (fast-check) of the redirect map: rules made of regular-expression pieces
 * an editor might write (or mistype), and hostile paths and queries. Whatever they hold, compiling
 * and matching never throw, never hang, and what comes out stays within the contract: a Location
 * in printable ASCII that stays on the site unless the editor wrote an absolute http(s) target, and
 * then on that target's host.
 */

const PIECES = [
  '^',
  '$',
  '/',
  '/x',
  '/news',
  '(a+)+',
  '(a|aa)+',
  '(.*)',
  '(.*)(.*)',
  '[^/]+',
  '\\d+',
  '\\w',
  '|',
  '?',
  '*',
  '+',
  '{2,}',
  '(',
  ')',
  '[',
  ']',
  '\\',
  '\\1',
  '(?=a)',
  '(?<n>a)',
  '(?i)',
  'é',
  '%2F',
  '.',
  'x',
];
const TARGET_PIECES = [
  '/',
  '/about',
  '$1',
  '$2',
  '$siteLang',
  '?q=$1',
  '#top',
  'https://www.example.com',
  'https://',
  '//evil.example',
  '/\\evil',
  'javascript:',
  '..',
  '%0d%0a',
  'ä',
  ' ',
  '@',
  'x',
];

const pattern = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const target = fc.array(fc.constantFrom(...TARGET_PIECES), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(''));
/** Patterns that match most paths, so that the targets' side is exercised as much as the patterns'. */
const broad = fc.constantFrom('^/(.*)$', '(.*)', '^/news/(.*)$', '/news', '^/(a+)+$', '/(.*)/(.*)');
const rule: fc.Arbitrary<RedirectRule> = fc.record({
  pattern: fc.oneof(broad, pattern, fc.string({ maxLength: 40 })),
  target: fc.oneof(fc.constantFrom('https://www.example.com/$1', 'https://other.example/x?y=$1', '/$1/$2'), target, fc.string({ maxLength: 40 })),
  redirectType: fc.constantFrom('REDIRECT_301', 'REDIRECT_302', 'SERVER_TRANSFER'),
  isQueryStringPreserved: fc.boolean(),
  isLanguagePreserved: fc.boolean(),
  locale: fc.constantFrom(null, 'en', 'ar'),
});
/** A decoded path as the page route gives it: starts with `/`, no trailing slash. */
const path = fc
  .array(fc.oneof(fc.constantFrom('news', 'a'.repeat(300), 'aaaa!', 'é', '..', 'x y', '%', '?', '#'), fc.string({ maxLength: 12 })), { maxLength: 6 })
  .map((segments) => `/${segments.join('/')}`.replace(/\/+$/, '') || '/');
const request: fc.Arbitrary<RedirectRequest> = fc.record({
  locale: fc.constantFrom<Locale>(...LOCALES),
  path,
  search: fc.oneof(
    fc.constant(''),
    fc.string({ maxLength: 20 }).map((q) => `?${q}`),
  ),
});

const silent = { warn: () => undefined };

describe('the redirect map, for any rules and requests', () => {
  it('compiles and matches without throwing, and every answer keeps to its contract', () => {
    // What the runs met: each kind of answer must have come up, or the property proved little.
    const seen = { onSite: 0, offSite: 0, transfer: 0, expressions: 0 };
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), fc.array(request, { minLength: 1, maxLength: 6 }), (rules, requests) => {
        const map = compileRedirectMap(rules, silent);
        expect(map.size).toBeLessThanOrEqual(rules.length);
        seen.expressions += rules.filter((r) => /[()[\]|*+^$]/.test(r.pattern)).length;
        for (const asked of requests) {
          const decision = map.match(asked);
          if (!decision) continue;
          if (decision.kind === 'transfer') {
            seen.transfer++;
            expect(decision.path.startsWith('/')).toBe(true);
            continue;
          }
          expect([301, 302]).toContain(decision.status);
          expect(decision.location).toMatch(/^[\x21-\x7e]+$/);
          if (decision.location.startsWith('/')) {
            // On the site: never a protocol-relative or backslashed address.
            seen.onSite++;
            expect(decision.location).not.toMatch(/^\/[/\\]/);
          } else {
            // Off the site only where the editor wrote an absolute http(s) target, and to its host.
            seen.offSite++;
            const written = new URL(/^https?:\/\/[^/?#]*/i.exec(decision.rule.target)![0]);
            expect(new URL(decision.location).origin).toBe(written.origin);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(seen.onSite).toBeGreaterThan(0);
    expect(seen.offSite).toBeGreaterThan(0);
    expect(seen.transfer).toBeGreaterThan(0);
    expect(seen.expressions).toBeGreaterThan(100);
  });
});
