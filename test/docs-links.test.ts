import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, type LinkProblem } from './support/markdown-links.ts';

/**
 * Every relative link in README.md and docs/ reaches a file of the repository, and every `#anchor`
 * a heading of its target (GitHub's slugs): the documentation moved from the README into docs/ and
 * links across pages, so a renamed heading or file must fail here, not in a reader's browser.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const files = ['README.md', ...markdownUnder('docs')];

const sources = {
  exists: (path: string) => existsSync(join(ROOT, path)),
  read(path: string) {
    try {
      return readFileSync(join(ROOT, path), 'utf8');
    } catch {
      return undefined;
    }
  },
};

function describeProblems(problems: LinkProblem[]): string {
  return problems.map(({ file, line, target, problem }) => `${file}:${line} (${target}): ${problem}`).join('\n');
}

describe('links in README.md and docs/', () => {
  it('reads the README and the docs folder', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.every((file) => !relative(ROOT, join(ROOT, file)).startsWith(`..${sep}`))).toBe(true);
  });

  it.each(files)('%s: every relative link and anchor resolves', (file) => {
    const problems = brokenLinks([file], sources);
    expect(problems, describeProblems(problems)).toEqual([]);
  });
});
