import { DEFAULT_LOCALE, languageOf, matchRoute, resolveLocale, type Locale } from '../../routes.ts';
import type { RedirectRule } from '../cms/redirects.ts';
import { compileLinearRegex } from './linear-regex.ts';
import { encodePath } from './request-path.ts';

/**
 * The CMS's redirect map, compiled once per version of the map (src/server/cms-redirects.ts keeps
 * one per answer), and matched against page requests. The rules are Sitecore's, as its Content SDK
 * applies them (redirect-utils.js and the Next.js redirects proxy); where we differ, it says why.
 *
 * Patterns. A plain path (`/company`, `/about-us/`, `/search?type=news`: ASCII letters, digits,
 * `-` and `/`, with an optional query of `key=value` pairs) matches that path exactly, whatever
 * the case and the trailing slash, and its query, if it has one, must be the request's query
 * (the same pairs, in any order). Anything else is a regular expression (`^/leadership/(.*)$`,
 * or the literal form `/…/i`), tested case-insensitively and unanchored unless it anchors itself,
 * against the decoded path and, where the request has one, the path with its query. Each is
 * tested without and with the request's language prefix (`/company` and `/ar/company`; an
 * unprefixed request is English, `/en/company`), so either spelling of a pattern works.
 * Unlike the SDK, a lone `/` is the home page, not a regular expression that matches every path.
 *
 * Languages. A rule whose `locale` is set applies in that language only, and such rules are tried
 * before the ones for every language (the SDK's order). A rule's target keeps the language of the
 * request (`isLanguagePreserved`) as the request spelled it: `/ar/x` to `/ar/target`, `/en/x` to
 * `/en/target`, `/x` to `/target` (the default locale has no prefix; the SDK would write `/en`).
 * A target that names its own language (`/ar/about`) keeps it. `$siteLang` is the site's own
 * language (English), as in the SDK; `$1`… are the regular expression's groups.
 *
 * Queries. `isQueryStringPreserved` carries the request's query over, merged with the target's
 * own (the target's value wins for a key both name); otherwise the target's own query only.
 *
 * Safety. Expressions run with RE2's semantics (linear-regex.ts): a test takes time in proportion
 * to the path, whatever the editor wrote, so `(a+)+` or `(.*)(.*)(.*)x` cannot hold the server's
 * one thread. One that RE2 cannot run (back-references, look-around) or that does not compile is
 * skipped, one log line per map version. A target leaves the site only when the editor wrote
 * an absolute http(s) URL, and then to that host only: a capture may not reach its scheme or host.
 * A relative target that would resolve elsewhere (`//evil.example`, `/\evil.example`, a capture
 * that makes one, another scheme) is refused, one log line per rule and map version, and the
 * request goes on to the page route. Location values are percent-encoded ASCII.
 *
 * Loops. A redirect whose target leads back, through the map, to the address asked for (a rule
 * whose target is its own source, or rules that send to each other) is not answered: the chain
 * is followed in memory (at most MAX_HOPS rules) before answering, and the request goes on to the
 * page route, logged once per rule and map version.
 */

export type RedirectDecision =
  | { kind: 'redirect'; status: 301 | 302; location: string; rule: RedirectRule }
  /** Render the target page at the requested address (SERVER_TRANSFER). */
  | { kind: 'transfer'; locale: Locale; path: string; search: string; rule: RedirectRule };

/** A page request as the page route reads it (routes.ts resolveLocale, request-path.ts). */
export interface RedirectRequest {
  locale: Locale;
  /** Decoded, without the locale prefix, no trailing slash (`/`, `/about`). */
  path: string;
  /** The raw query string with its `?`, or ''. */
  search: string;
}

export interface RedirectMap {
  /** Rules in use (the skipped ones left out). */
  readonly size: number;
  match(request: RedirectRequest): RedirectDecision | undefined;
}

export interface RedirectMapLog {
  warn(obj: object, msg: string): void;
}

/** Redirects followed in memory to find a loop; a longer chain is answered as it is. */
export const MAX_HOPS = 10;
/** The site's own language: `$siteLang` (and the language of unprefixed addresses). */
const SITE_LANGUAGE = languageOf(DEFAULT_LOCALE);

const PLAIN_PATTERN = /^\/[A-Za-z0-9\-/]*(\?[A-Za-z0-9\-_]+=[A-Za-z0-9\-_]+(&[A-Za-z0-9\-_]+=[A-Za-z0-9\-_]+)*)?$/;
const LITERAL_REGEX = /^\/(.+)\/([gimsuy]*)$/;
const ABSOLUTE_TARGET = /^(https?:\/\/[^/?#]*)(.*)$/i;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const TOKEN = /\$siteLang|\$(\d+)/gi;
/** Splits a template into literal text and its tokens: the tokens are the odd parts. */
const TOKEN_SPLIT = /(\$siteLang|\$\d+)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

interface Matcher {
  /** A plain pattern's path (lower case): such rules are looked up by path, not tried one by one. */
  plainPath?: string;
  /** The groups of a match (index 0 the whole), or null. */
  exec(candidates: Candidates): { groups: string[]; fromQuery: boolean } | null;
}

/** Rules of one scope (a language, or every language): plain ones by path, the others in order. */
interface RuleGroup {
  byPath: Map<string, CompiledRule[]>;
  expressions: CompiledRule[];
}

interface Candidates {
  /** Lower-cased paths: without and with the language prefix. */
  paths: string[];
  /** The raw query without `?`, or ''. */
  query: string;
}

interface TargetTemplate {
  /** `https://host` for an absolute target the editor wrote; undefined for a path on the site. */
  origin: string | undefined;
  path: string;
  query: string;
  fragment: string;
}

interface CompiledRule {
  index: number;
  rule: RedirectRule;
  matcher: Matcher;
  target: TargetTemplate;
}

/** Compiles the rules that can be used; every rule left out is named in one log line. */
export function compileRedirectMap(rules: readonly RedirectRule[], log: RedirectMapLog): RedirectMap {
  const localeRules = new Map<string, RuleGroup>();
  const everyLanguage: RuleGroup = { byPath: new Map(), expressions: [] };
  let size = 0;
  const skipped: Array<{ rule: number; pattern: string; reason: string }> = [];
  rules.forEach((rule, index) => {
    const compiled = compileRule(rule, index);
    if (typeof compiled === 'string') {
      skipped.push({ rule: index, pattern: rule.pattern.slice(0, 100), reason: compiled });
      return;
    }
    let group = rule.locale === null ? everyLanguage : localeRules.get(rule.locale);
    if (!group) localeRules.set(rule.locale!, (group = { byPath: new Map(), expressions: [] }));
    const path = compiled.matcher.plainPath;
    if (path === undefined) group.expressions.push(compiled);
    else group.byPath.set(path, [...(group.byPath.get(path) ?? []), compiled]);
    size++;
  });
  if (skipped.length > 0) log.warn({ skipped }, `CMS redirect map: ${skipped.length} rule(s) skipped`);

  /** Rules already reported at match time (a refused target, a loop): once per rule and map. */
  const reported = new Set<string>();
  const reportOnce = (rule: CompiledRule, problem: string, detail: object) => {
    if (reported.has(`${rule.index}:${problem}`)) return;
    reported.add(`${rule.index}:${problem}`);
    log.warn({ rule: rule.index, pattern: rule.rule.pattern, target: rule.rule.target, ...detail }, `CMS redirect not applied: ${problem}`);
  };

  /** The first rule that matches, and where it sends the request (or why not). */
  function firstMatch(request: RedirectRequest): { rule: CompiledRule; resolved: Resolved | string } | undefined {
    const language = request.locale === DEFAULT_LOCALE ? SITE_LANGUAGE : request.locale;
    const path = request.path.toLowerCase();
    const candidates: Candidates = {
      paths: [path, `/${language}${path === '/' ? '' : path}`],
      query: request.search.replace(/^\?/, ''),
    };
    const own = localeRules.get(language);
    const found = (own && firstIn(own, candidates)) ?? firstIn(everyLanguage, candidates);
    return found && { rule: found.rule, resolved: resolveTarget(found.rule, found.groups, found.fromQuery, request) };
  }

  /**
   * The rule of the group that comes first in the CMS's order among those that match: plain rules
   * are looked up by path (a map of thousands costs a few lookups), expressions tried in order
   * until one comes after the plain match found.
   */
  function firstIn(group: RuleGroup, candidates: Candidates) {
    let best: { rule: CompiledRule; groups: string[]; fromQuery: boolean } | undefined;
    for (const path of candidates.paths) {
      for (const rule of group.byPath.get(path) ?? []) {
        if (best && rule.index >= best.rule.index) break;
        const found = rule.matcher.exec(candidates);
        if (found) {
          best = { rule, ...found };
          break;
        }
      }
    }
    for (const rule of group.expressions) {
      if (best && rule.index > best.rule.index) break;
      const found = rule.matcher.exec(candidates);
      if (found) return { rule, ...found };
    }
    return best;
  }

  return {
    size,
    match(request) {
      const first = firstMatch(request);
      if (!first) return undefined;
      const { rule, resolved } = first;
      if (typeof resolved === 'string') {
        reportOnce(rule, resolved, { path: request.path.slice(0, 200) });
        return undefined;
      }
      if (rule.rule.redirectType === 'SERVER_TRANSFER') {
        // resolveTarget refuses absolute transfer targets: this one is on the site.
        return { kind: 'transfer', locale: resolved.next!.locale, path: resolved.next!.path, search: resolved.next!.search, rule: rule.rule };
      }
      if (resolved.next && leadsBack(request, resolved.next)) {
        reportOnce(rule, 'it leads back to the address asked for (a redirect loop)', { path: request.path.slice(0, 200) });
        return undefined;
      }
      return { kind: 'redirect', status: rule.rule.redirectType === 'REDIRECT_301' ? 301 : 302, location: resolved.location, rule: rule.rule };
    },
  };

  /** Follows the chain of redirects from `next` in memory: true if it comes back to an address already on it. */
  function leadsBack(from: RedirectRequest, next: RedirectRequest): boolean {
    const seen = new Set([addressKey(from)]);
    let at: RedirectRequest | undefined = next;
    for (let hop = 0; at && hop < MAX_HOPS; hop++) {
      const key = addressKey(at);
      if (seen.has(key)) return true;
      seen.add(key);
      // The routing table's own redirects and rewrites answer before the map: the chain ends there.
      if (matchRoute(prefixed(at.locale, at.path)).kind !== 'page') return false;
      const step = firstMatch(at);
      if (!step || typeof step.resolved === 'string' || step.rule.rule.redirectType === 'SERVER_TRANSFER') return false;
      at = step.resolved.next;
    }
    return false;
  }
}

/** Where a matched rule sends the request: the Location, and the request that follows (on-site only). */
interface Resolved {
  location: string;
  next: RedirectRequest | undefined;
}

function compileRule(rule: RedirectRule, index: number): CompiledRule | string {
  const matcher = compilePattern(rule.pattern);
  if (typeof matcher === 'string') return matcher;
  const target = compileTarget(rule.target);
  if (typeof target === 'string') return target;
  if (rule.redirectType === 'SERVER_TRANSFER' && target.origin !== undefined) {
    return 'a server transfer renders a page of this site: its target cannot be an absolute URL';
  }
  return { index, rule, matcher, target };
}

function compilePattern(pattern: string): Matcher | string {
  const withoutSlash = pattern.length > 1 ? pattern.replace(/\/+(?=$|\?)/, '') : pattern;
  if (PLAIN_PATTERN.test(withoutSlash)) {
    const [path = '/', query] = withoutSlash.split('?');
    const wanted = path.replace(/\/{2,}/g, '/').toLowerCase() || '/';
    const wantedQuery = query === undefined ? undefined : sortedPairs(query);
    return {
      plainPath: wanted,
      exec({ paths, query: asked }) {
        if (!paths.includes(wanted)) return null;
        if (wantedQuery !== undefined && wantedQuery !== sortedPairs(asked)) return null;
        return { groups: [wanted], fromQuery: false };
      },
    };
  }
  // The literal form `/source/flags`; a plain source otherwise. A `?` outside an anchored
  // expression is a literal question mark (the SDK's rule: `/search?q=1` means that address).
  const literal = LITERAL_REGEX.exec(pattern);
  let source = literal ? literal[1]! : pattern;
  if (!literal && !pattern.startsWith('^') && !pattern.endsWith('$')) source = source.replace(/(?<!\\)\?/g, '\\?');
  // Stateful flags (g, y) would make one visitor's test depend on the previous one's.
  const flags = [...new Set((literal ? literal[2] || 'i' : 'i').replace(/[gy]/g, ''))].join('');
  const regex = compileLinearRegex(source, flags);
  if (typeof regex === 'string') return regex;
  return {
    exec({ paths, query }) {
      for (const path of paths) {
        const groups = regex.exec(path);
        if (groups) return { groups, fromQuery: false };
      }
      if (query === '') return null;
      for (const path of paths) {
        const groups = regex.exec(`${path}?${query}`);
        if (groups) return { groups, fromQuery: true };
      }
      return null;
    },
  };
}

function compileTarget(raw: string): TargetTemplate | string {
  const hash = raw.indexOf('#');
  const fragment = hash === -1 ? '' : raw.slice(hash + 1);
  const beforeHash = hash === -1 ? raw : raw.slice(0, hash);
  let origin: string | undefined;
  let rest = beforeHash;
  const absolute = ABSOLUTE_TARGET.exec(beforeHash);
  if (absolute) {
    const authority = absolute[1]!;
    if (/[$\\@]/.test(authority)) return 'the host of an absolute target must be written out (no $ tokens, backslash or credentials)';
    try {
      const url = new URL(authority);
      if (url.hostname === '') return 'an absolute target without a host';
      origin = url.origin;
    } catch {
      return 'an absolute target that is not a URL';
    }
    rest = absolute[2]!;
  } else if (/^[/\\]{2}|^\/\\|^\\/.test(beforeHash)) {
    return 'a protocol-relative target (it would leave the site)';
  } else if (SCHEME.test(beforeHash)) {
    return 'a target with a scheme other than http or https';
  }
  const q = rest.indexOf('?');
  return { origin, path: q === -1 ? rest : rest.slice(0, q), query: q === -1 ? '' : rest.slice(q + 1), fragment };
}

/** The target of a rule for one request, or why it is refused. */
function resolveTarget(rule: CompiledRule, groups: string[], fromQuery: boolean, request: RedirectRequest): Resolved | string {
  const { target } = rule;
  // Groups taken from the raw query are still percent-encoded; the path's are decoded already.
  const captured = fromQuery ? groups.map(safeDecode) : groups;
  const value = (n: string | undefined) => (n === undefined ? SITE_LANGUAGE : (captured[Number(n)] ?? ''));
  // The path is assembled as decoded text (the editor's literal parts decoded, groups as they are)
  // and encoded once at the end, so a group's `?`, `#` or `%` stays part of the path.
  const filled = target.path
    .split(TOKEN_SPLIT)
    .map((part, i) => (i % 2 === 1 ? value(/^\$(\d+)$/.exec(part)?.[1]) : safeDecode(part)))
    .join('');
  // The SDK reads `about` as `/about`; only once filled in, so that `$1` holding `/x` is `/x`.
  const path = target.origin === undefined && !filled.startsWith('/') ? `/${filled}` : filled;
  const ownQuery = target.query.replace(TOKEN, (_token, n: string | undefined) => encodeURIComponent(value(n)));
  const query = mergedQuery(rule.rule.isQueryStringPreserved ? request.search.replace(/^\?/, '') : '', ownQuery);
  const fragment = target.fragment === '' ? '' : `#${encodeURI(safeDecode(target.fragment))}`;

  if (target.origin !== undefined) {
    if (path !== '' && !path.startsWith('/')) return 'the absolute target lost its path separator';
    if (/[\\]|[\u0000-\u001f\u007f]/.test(path)) return 'the absolute target holds a backslash or a control character';
    let url: URL;
    try {
      url = new URL(`${target.origin}${encodePath(path)}${query ? `?${query}` : ''}${fragment}`);
    } catch {
      return 'the absolute target is not a URL once filled in';
    }
    if (url.origin !== target.origin) return 'the absolute target changed host once filled in';
    return { location: url.href, next: undefined };
  }

  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || CONTROL.test(path)) {
    return 'the target would leave the site once filled in';
  }
  const segments = path.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'the target holds a dot segment';
  const clean = `/${segments.filter(Boolean).join('/')}`;
  const own = resolveLocale(clean);
  const locale: Locale = own.locale !== DEFAULT_LOCALE ? own.locale : rule.rule.isLanguagePreserved ? request.locale : DEFAULT_LOCALE;
  const location = `${encodePath(prefixed(locale, own.path))}${query ? `?${query}` : ''}${fragment}`;
  // Whatever went in, what goes out is one path on this site in printable ASCII.
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) return 'the target would leave the site once filled in';
  return { location, next: { locale, path: own.path, search: query ? `?${query}` : '' } };
}

function prefixed(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The request's pairs, less the keys the target names, then the target's: the target wins. */
function mergedQuery(kept: string, own: string): string {
  const merged = new URLSearchParams(kept);
  const target = new URLSearchParams(own);
  for (const key of new Set(target.keys())) merged.delete(key);
  for (const [key, value] of target) merged.append(key, value);
  return merged.toString();
}

/** A query's pairs in a fixed order, to compare two queries as sets. */
function sortedPairs(query: string): string {
  return [...new URLSearchParams(query)]
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&');
}

/** The same address for the loop check: locale, path and query, case aside. */
function addressKey(request: RedirectRequest): string {
  return `${prefixed(request.locale, request.path).toLowerCase()}?${sortedPairs(request.search.replace(/^\?/, ''))}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
