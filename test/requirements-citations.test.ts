import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { danglingCitations, describeCitations, findCitations, irregularHeadings, sectionHeadings, type FileCitation } from './support/citations.ts';

/**
 * Every citation of the requirements in the repository ("spec 001 section 4", lists and ranges of
 * sections; see support/citations.ts) leads to a `## N. Title` heading of its file in
 * docs/requirements/, and that folder's README lists each file.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUIREMENTS = join(ROOT, 'docs', 'requirements');
const REQUIREMENTS_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
/** Folders a directory walk leaves out when git is not there to say what the repository holds. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.git', 'coverage']);
const MAX_BYTES = 4 * 1024 * 1024;

/** The repository's files: tracked and new (not ignored) ones per git, else a walk of the tree. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [...new Set(listed.split('\0').filter(Boolean))];
  } catch {
    return walk(ROOT).map((file) => relative(ROOT, file).split(sep).join('/'));
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : walk(join(dir, entry.name));
    return entry.isFile() ? [join(dir, entry.name)] : [];
  });
}

/** A file's text, or undefined for binary, huge or vanished files (others edit this tree too). */
function readText(file: string): string | undefined {
  try {
    const path = join(ROOT, file);
    if (!statSync(path).isFile() || statSync(path).size > MAX_BYTES) return undefined;
    const bytes = readFileSync(path);
    return bytes.subarray(0, 8000).includes(0) ? undefined : bytes.toString('utf8');
  } catch {
    return undefined;
  }
}

const requirementFiles = readdirSync(REQUIREMENTS)
  .filter((name) => REQUIREMENTS_FILE.test(name))
  .sort();
const sectionsByDoc = new Map<string, Set<number>>();
for (const name of requirementFiles) {
  const doc = REQUIREMENTS_FILE.exec(name)![1]!;
  const known = sectionsByDoc.get(doc) ?? new Set<number>();
  for (const section of sectionHeadings(readFileSync(join(REQUIREMENTS, name), 'utf8'))) known.add(section);
  sectionsByDoc.set(doc, known);
}

const citations: FileCitation[] = repositoryFiles().flatMap((file) => {
  const text = readText(file);
  return text === undefined ? [] : findCitations(text).map((citation) => ({ ...citation, file }));
});

describe('requirements citations', () => {
  it('finds the citations the code makes', () => {
    // The code cites the requirements about a thousand times; far fewer means the scan is broken.
    expect(citations.length).toBeGreaterThan(500);
    expect([...new Set(citations.map((c) => c.doc))]).toEqual(expect.arrayContaining(['000', '001', '002', '003']));
  });

  it('leads every citation to a "## N. Title" heading of its requirements file', () => {
    const dangling = describeCitations(danglingCitations(citations, sectionsByDoc));
    expect(dangling, 'citations (file:line) with no heading in docs/requirements/').toBe('');
  });

  it('has one requirements file per cited document, with numbered sections in order', () => {
    for (const doc of new Set(citations.map((c) => c.doc))) {
      expect(
        requirementFiles.filter((name) => name.startsWith(`${doc}-`)),
        `docs/requirements/${doc}-*.md`,
      ).toHaveLength(1);
    }
    for (const name of requirementFiles) {
      const markdown = readFileSync(join(REQUIREMENTS, name), 'utf8');
      const numbers = sectionHeadings(markdown);
      expect(numbers.length, `${name}: sections`).toBeGreaterThan(0);
      expect(numbers, `${name}: sections in ascending order, each once`).toEqual([...new Set(numbers)].sort((a, b) => a - b));
      expect(irregularHeadings(markdown), `${name}: level-2 headings not of the form "## N. Title"`).toEqual([]);
    }
  });

  it('lists every requirements file in the README index', () => {
    const index = readFileSync(join(REQUIREMENTS, 'README.md'), 'utf8');
    const unlisted = requirementFiles.filter((name) => !index.includes(`](${name})`));
    expect(unlisted, 'requirements files the README does not link').toEqual([]);
  });
});
