/**
 * The links of a Markdown file and the anchors its headings make, as GitHub renders them: enough to
 * check that every relative link in README.md and docs/ reaches a file, and every `#anchor` a
 * heading (test/docs-links.test.ts). Pure functions of the text; the file system is given by the
 * caller.
 */
import { posix } from 'node:path';

export interface MarkdownLink {
  /** The destination as written (`docs/caching.md#the-page-cache`, `#top`, `https://…`). */
  target: string;
  /** 1-based line of the link in its file. */
  line: number;
}

/** A fenced code block's opening line: three or more backticks or tildes, indented at most three spaces. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** `[text](dest)` and `![alt](dest)`, dest bare or in `<…>`, an optional title after it. */
const INLINE_LINK = /!?\[(?:[^\][]|\[[^\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
/** `[label]: dest` at the start of a line. */
const REFERENCE_DEFINITION = /^ {0,3}\[(?!\^)[^\]]+\]:\s*(<[^>\n]*>|\S+)/;
/** `<a id="…">` or `<a name="…">`: anchors written by hand. */
const HTML_ANCHOR = /<a\s[^>]*?\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * The lines of a Markdown text with fenced code blocks blanked out (kept as empty lines, so line
 * numbers stay right): nothing inside them is a link or a heading.
 */
export function proseLines(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  let fence: string | undefined;
  return lines.map((line) => {
    const opening = FENCE.exec(line)?.[1];
    if (fence === undefined) {
      if (opening) {
        fence = opening;
        return '';
      }
      return line;
    }
    // A closing fence: the same character, at least as long, nothing after it.
    if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
    return '';
  });
}

/** A line without its code spans (`` `a [b](c)` ``): their text is never a link. */
export function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, (span) => ' '.repeat(span.length));
}

/** Every link destination of a Markdown text (inline links, images and reference definitions), outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  proseLines(markdown).forEach((raw, index) => {
    const line = withoutCodeSpans(raw);
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition) links.push({ target: unbracket(definition[1]!), line: index + 1 });
    for (const match of line.matchAll(INLINE_LINK)) links.push({ target: unbracket(match[1]!), line: index + 1 });
  });
  return links;
}

function unbracket(target: string): string {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/**
 * The text a heading shows, from its Markdown: links as their text, code spans as their content
 * (kept as written), emphasis markers, HTML tags and backslash escapes dropped elsewhere.
 */
export function headingText(markdown: string): string {
  const linksAsText = markdown.replace(/!?\[((?:[^\][]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1');
  // Code spans alternate with the rest: only the rest loses its markup.
  return linksAsText
    .split(/((`+)[\s\S]*?\2)/)
    .filter((_part, i) => i % 3 !== 2)
    .map((part, i) => {
      if (i % 2 === 1) return part.replace(/^(`+)([\s\S]*?)\1$/, '$2');
      return part
        .replace(/<[^>]+>/g, '')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .replace(/(\*{1,3})(\S(?:[\s\S]*?\S)?)\1/g, '$2')
        .replace(/(^|[^\p{L}\p{N}])(_{1,3})(\S(?:[\s\S]*?\S)?)\2(?![\p{L}\p{N}])/gu, '$1$3');
    })
    .join('')
    .trim();
}

/**
 * GitHub's anchor for a heading's text: lower case, every character that is not a letter, mark,
 * digit, connector (`_`), hyphen or space dropped, spaces turned into hyphens.
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/**
 * Every anchor a Markdown file offers: its headings' slugs (a repeated slug gets `-1`, `-2`… as on
 * GitHub) and the ids of hand-written `<a id>` / `<a name>` anchors.
 */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const add = (text: string) => {
    const base = githubSlug(headingText(text));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const lines = proseLines(markdown);
  lines.forEach((line, index) => {
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      add(atx[2] ?? '');
    } else if (SETEXT_UNDERLINE.test(line) && index > 0 && isParagraphLine(lines[index - 1]!)) {
      add(lines[index - 1]!.trim());
    }
    for (const match of withoutCodeSpans(line).matchAll(HTML_ANCHOR)) anchors.add(match[1] ?? match[2] ?? '');
  });
  return anchors;
}

/** Whether a line can be the text of a setext heading (a plain paragraph line, not a list, table, quote or heading). */
function isParagraphLine(line: string): boolean {
  if (line.trim() === '' || /^ {4,}/.test(line)) return false;
  return !/^ {0,3}([-*+]\s|\d+[.)]\s|#|>|\||<)/.test(line) && !SETEXT_UNDERLINE.test(line);
}

/** A link that leaves the repository (a scheme such as `https:` or `mailto:`, or `//host`). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

export interface LinkProblem {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** What the checker may ask of the files (repository-relative, `/`-separated paths). */
export interface LinkSources {
  /** Whether a file or folder exists at this path. */
  exists(path: string): boolean;
  /** The text of a Markdown file, or undefined when there is none. */
  read(path: string): string | undefined;
}

/**
 * Every broken relative link of these Markdown files: a path that names nothing, an anchor that is
 * not a heading of its target (or of the file itself, for `#anchor`), a link that leaves the
 * repository through `..`. External links are not followed.
 */
export function brokenLinks(files: readonly string[], sources: LinkSources): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchorsAt = (path: string) => {
    if (!anchorCache.has(path)) {
      const text = sources.read(path);
      anchorCache.set(path, text === undefined ? undefined : anchorsOf(text));
    }
    return anchorCache.get(path);
  };

  for (const file of files) {
    const text = sources.read(file);
    if (text === undefined) {
      problems.push({ file, line: 0, target: file, problem: 'the file cannot be read' });
      continue;
    }
    for (const { target, line } of markdownLinks(text)) {
      if (target === '' || isExternal(target)) continue;
      const report = (problem: string) => problems.push({ file, line, target, problem });
      const hash = target.indexOf('#');
      const rawPath = (hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const rawAnchor = hash === -1 ? undefined : target.slice(hash + 1);
      let path: string;
      let anchor: string | undefined;
      try {
        path = decodeURIComponent(rawPath);
        anchor = rawAnchor === undefined ? undefined : decodeURIComponent(rawAnchor);
      } catch {
        report('broken percent-encoding');
        continue;
      }
      let resolved = file;
      if (path !== '') {
        resolved = path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(file), path);
        resolved = resolved.replace(/\/$/, '') || '.';
        if (resolved === '..' || resolved.startsWith('../')) {
          report('leaves the repository');
          continue;
        }
        if (!sources.exists(resolved)) {
          report(`no file at ${resolved}`);
          continue;
        }
      }
      if (anchor === undefined || anchor === '') continue;
      if (!resolved.endsWith('.md')) continue;
      const anchors = anchorsAt(resolved);
      if (!anchors) {
        report(`${resolved} cannot be read for its headings`);
        continue;
      }
      if (!anchors.has(anchor)) report(`no heading with the anchor #${anchor} in ${resolved}`);
    }
  }
  return problems;
}
