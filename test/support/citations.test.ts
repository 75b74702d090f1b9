import { describe, expect, it } from 'vitest';
import { danglingCitations, describeCitations, findCitations, irregularHeadings, sectionHeadings, type FileCitation } from './citations.ts';

/**
 * Citations are built at run time so that this file's own examples (some of them of sections that
 * do not exist) are not citations for test/requirements-citations.test.ts, which reads this file too.
 */
const cite = (rest: string): string => ['spec', rest].join(' ');
const sections = (text: string): string[] => findCitations(text).map((c) => `${c.doc}/${c.section}`);

describe('findCitations', () => {
  it('reads one section, with "section" or "§", in any case, with the line it starts on', () => {
    const text = [
      'const a = 1;',
      `// ${cite('000 section 5')}: links`,
      `/** ${cite('001 §4')} and ${cite('002 § 9')}. */`,
      `${cite('003 section 2')}`.toUpperCase(),
    ].join('\n');
    expect(findCitations(text).map(({ doc, section, line }) => ({ doc, section, line }))).toEqual([
      { doc: '000', section: 5, line: 2 },
      { doc: '001', section: 4, line: 3 },
      { doc: '002', section: 9, line: 3 },
      { doc: '003', section: 2, line: 4 },
    ]);
  });

  it('reads lists and ranges of sections', () => {
    expect(sections(cite('001 sections 4 and 9)'))).toEqual(['001/4', '001/9']);
    expect(sections(cite('003 sections 2, 3, 4, 5 and 9): a bar'))).toEqual(['003/2', '003/3', '003/4', '003/5', '003/9']);
    expect(sections(cite('002 sections 2, 4, 9): a headline'))).toEqual(['002/2', '002/4', '002/9']);
    expect(sections(cite('002 sections 2-4).'))).toEqual(['002/2', '002/3', '002/4']);
    expect(sections(cite('002 sections 2 to 5, 7 to 9): videos'))).toEqual(['002/2', '002/3', '002/4', '002/5', '002/7', '002/8', '002/9']);
    expect(sections(cite('000 §§ 4–5'))).toEqual(['000/4', '000/5']);
  });

  it('reads the keyword again after a colon, a quoted part title or a parenthesis', () => {
    expect(sections(`(${cite('002: section 2 "Tools cards list", section 3 "Tool card", sections 7-9')}):`)).toEqual([
      '002/2',
      '002/3',
      '002/7',
      '002/8',
      '002/9',
    ]);
    expect(sections(cite('001 sections 3, 4 "Featured articles", 5 and 9): the'))).toEqual(['001/3', '001/4', '001/5', '001/9']);
    expect(sections(`The audit of ${cite('000 section 5 (links and text) and section 8 (placeholders)')}`)).toEqual(['000/5', '000/8']);
  });

  it('follows a citation onto the next line of a comment, but not past a blank line', () => {
    const block = ['/**', ` * Statistics (${cite('000')}`, ' * sections 3, 4 and', ' * 9): counters.', ' */'].join('\n');
    expect(findCitations(block).map((c) => [c.section, c.line, c.text])).toEqual([
      [3, 2, cite('000 sections 3, 4 and 9')],
      [4, 2, cite('000 sections 3, 4 and 9')],
      [9, 2, cite('000 sections 3, 4 and 9')],
    ]);
    expect(sections(['// as in', `// ${cite('001 section')}`, '// 7.'].join('\n'))).toEqual(['001/7']);
    expect(sections([`${cite('001')}`, '', 'section 7'].join('\n'))).toEqual([]);
  });

  it('ignores mentions of a document without a section, and numbers that are not sections', () => {
    expect(sections(`Footer (${cite('002')}): logo; ${cite("002's")} rules; ${cite('003 sections on the news listing')}`)).toEqual([]);
    expect(sections(`${cite('001 section 9')}: 14 per page and 6 more`)).toEqual(['001/9']);
    expect(sections('RFC 9110 section 14; DESIGN.md section 6; specification section 3')).toEqual([]);
  });
});

describe('sectionHeadings and irregularHeadings', () => {
  const file = [
    '# 000: Title',
    '',
    '## 1. What it does',
    'text with ## 7. inside',
    '## 2. Screens',
    '### Redirects',
    '## 10. Ten',
    '## Notes',
    '##3. Squashed',
  ].join('\n');

  it('reads the "## N. Title" headings, in order', () => {
    expect(sectionHeadings(file)).toEqual([1, 2, 10]);
  });

  it('lists level-2 headings of another form', () => {
    expect(irregularHeadings(file)).toEqual(['## Notes']);
  });
});

describe('danglingCitations', () => {
  const known = new Map([['000', new Set([1, 2, 3, 4, 5, 6, 7, 8, 9])]]);
  const inFile = (file: string, text: string): FileCitation[] => findCitations(text).map((c) => ({ ...c, file }));

  it('keeps the citations whose section or document has no heading, with file and line', () => {
    const citations = [
      ...inFile('src/a.ts', `// ${cite('000 section 5')}`),
      ...inFile('src/b.ts', `\n\n// ${cite('000 sections 9 and 12')}`),
      ...inFile('docs/c.md', `${cite('004 section 1')}`),
    ];
    const dangling = danglingCitations(citations, known);
    expect(dangling.map((c) => `${c.file}:${c.line} ${c.doc}/${c.section}`)).toEqual(['src/b.ts:3 000/12', 'docs/c.md:1 004/1']);
    expect(describeCitations(dangling)).toBe(
      [
        `src/b.ts:3: ${cite('000 section 12')} (in "${cite('000 sections 9 and 12')}")`,
        `docs/c.md:1: ${cite('004 section 1')} (in "${cite('004 section 1')}")`,
      ].join('\n'),
    );
  });

  it('finds nothing dangling when every section has its heading', () => {
    expect(danglingCitations(inFile('src/a.ts', cite('000 sections 1 to 9')), known)).toEqual([]);
  });
});
