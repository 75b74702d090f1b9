/**
 * Citations of the requirements in code and docs: "spec 001 section 4", "spec 000 §5",
 * "spec 002 sections 2, 4 and 9", "spec 002 sections 2 to 5, 7 to 9", "spec 002 sections 2-9",
 * "spec 002: section 2 "Tools cards list", section 3 "Tool card"", and the same wrapped onto the
 * next line of a comment (` * ` or `// ` in front). Each cited section must be a `## N. Title`
 * heading of `docs/requirements/00N-….md` (test/requirements-citations.test.ts). Pure: text in,
 * citations out.
 */

/** One cited section of one specification document. */
export interface Citation {
  /** The document's number as written: '000' to '009'. */
  doc: string;
  section: number;
  /** 1-based line where the citation starts (the word "spec"). */
  line: number;
  /** The citation as written, whitespace and comment leaders collapsed to single spaces. */
  text: string;
}

/** Spaces, or one line break with the comment leader (` * `, `// `) of the next line. */
const WS = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)[ \t]*|\/\/[ \t]*)?|[ \t]+)`;
const OWS = `${WS}?`;
const KEYWORD = String.raw`(?:sections?|§§?)`;
/** A section number, or a range of them, optionally followed by the quoted title of a part of it. */
const ITEM = String.raw`\d+(?:${OWS}(?:-|–|to)${OWS}\d+)?(?:${WS}"[^"\n]*")?`;
const PAREN = String.raw`${WS}\([^()\n]*\)`;
/** Between two items: a comma, "and", "or", "&", or a comma then "and". */
const SEP = String.raw`${OWS}(?:,${OWS}(?:and${WS})?|(?:and|or|&)${WS})`;
/**
 * After "spec 00N" (optionally ":" or ","), the keyword and a list of items. An item followed by a
 * parenthesis continues the list only when the keyword is repeated ("section 5 (links) and section 8").
 */
const CITATION = new RegExp(
  String.raw`\bspec${WS}(00\d)[:,]?${OWS}${KEYWORD}${OWS}(${ITEM}(?:(?:${PAREN})?${SEP}${KEYWORD}${OWS}${ITEM}|${SEP}${ITEM})*)`,
  'gi',
);
const QUOTED = /"[^"\n]*"/g;
const NUMBER_OR_RANGE = /(\d+)(?:\s*(?:-|–|to)\s*(\d+))?/g;
/** Ranges longer than this are a misreading, not a citation: their ends are kept, nothing between. */
const MAX_RANGE = 20;

/** Every section a piece of text cites, in order of appearance; ranges are expanded. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const [whole, doc, list] = match as unknown as [string, string, string];
    const line = lineAt(text, match.index);
    const written = whole.replace(new RegExp(WS, 'g'), ' ').trim();
    for (const section of sectionsOf(list.replace(/\([^()\n]*\)/g, ' ').replace(QUOTED, ' '))) {
      found.push({ doc, section, line, text: written });
    }
  }
  return found;
}

function sectionsOf(list: string): number[] {
  const sections: number[] = [];
  for (const [, from, to] of list.replace(new RegExp(KEYWORD, 'gi'), ' ').matchAll(NUMBER_OR_RANGE)) {
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    if (last < first || last - first > MAX_RANGE) {
      sections.push(first, last);
      continue;
    }
    for (let section = first; section <= last; section += 1) sections.push(section);
  }
  return sections;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The form every section heading of a requirements file has: `## 5. Validation rules`. */
export const SECTION_HEADING = /^## (\d+)\. \S.*$/gm;

/** The section numbers of a requirements file, in the order of their headings. */
export function sectionHeadings(markdown: string): number[] {
  return [...markdown.matchAll(SECTION_HEADING)].map((match) => Number(match[1]));
}

/** Level-2 headings that do not have the section form (a file should have none). */
export function irregularHeadings(markdown: string): string[] {
  return markdown.split(/\r?\n/).filter((line) => line.startsWith('## ') && !/^## \d+\. \S/.test(line));
}

/** A citation of one file, for the failure message. */
export interface FileCitation extends Citation {
  file: string;
}

/**
 * The citations whose section has no heading: `sections` maps a document number ('000') to the
 * section numbers of its requirements file; a document without a file has no sections.
 */
export function danglingCitations(citations: FileCitation[], sections: ReadonlyMap<string, ReadonlySet<number>>): FileCitation[] {
  return citations.filter((citation) => !sections.get(citation.doc)?.has(citation.section));
}

/** `file:line: spec 00N section M (in "…")`, one per line, for a failure message. */
export function describeCitations(citations: FileCitation[]): string {
  return citations.map((c) => `${c.file}:${c.line}: spec ${c.doc} section ${c.section} (in "${c.text}")`).join('\n');
}
