import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlug, headingText, markdownLinks, type LinkSources } from './markdown-links.ts';

/** An in-memory tree of files for the checker. */
function tree(files: Record<string, string>, folders: string[] = []): LinkSources {
  return {
    exists: (path) => path in files || folders.includes(path),
    read: (path) => files[path],
  };
}

describe('githubSlug and headingText', () => {
  it('makes the anchors GitHub makes', () => {
    expect(githubSlug('Quick start')).toBe('quick-start');
    expect(githubSlug('Running several instances (Redis)')).toBe('running-several-instances-redis');
    expect(githubSlug('Throughput, the page cache and Next.js')).toBe('throughput-the-page-cache-and-nextjs');
    expect(githubSlug('People and resources (spec 002)')).toBe('people-and-resources-spec-002');
    expect(githubSlug('Page weight: before & after')).toBe('page-weight-before--after');
    expect(githubSlug('snake_case stays')).toBe('snake_case-stays');
    expect(githubSlug('Arabic العربية')).toBe('arabic-العربية');
  });

  it('reads a heading as it is shown: code as written, links as their text, emphasis dropped', () => {
    expect(headingText('Throughput (`npm run bench -- throughput`)')).toBe('Throughput (npm run bench -- throughput)');
    expect(headingText('`CACHE_MAX_MB` and **bold** and _em_')).toBe('CACHE_MAX_MB and bold and em');
    expect(headingText('See [the cache](caching.md#x) now')).toBe('See the cache now');
    expect(headingText('snake_case_word')).toBe('snake_case_word');
    expect(githubSlug(headingText('Throughput, the page cache and Next.js (`npm run bench -- throughput vs-next`)'))).toBe(
      'throughput-the-page-cache-and-nextjs-npm-run-bench----throughput-vs-next',
    );
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings and reads setext headings and hand-written anchors', () => {
    const anchors = anchorsOf(['# Title', '## Notes', '### Notes', 'Setext one', '==========', '<a id="by-hand"></a>', '## Notes'].join('\n'));
    expect([...anchors].sort()).toEqual(['by-hand', 'notes', 'notes-1', 'notes-2', 'setext-one', 'title']);
  });

  it('takes nothing from code blocks', () => {
    const anchors = anchorsOf(['```sh', '# not a heading', '```', '~~~', '## nor this', '~~~', '## Real'].join('\n'));
    expect([...anchors]).toEqual(['real']);
  });

  it('does not take a table rule or a list item for a setext heading', () => {
    expect([...anchorsOf(['| a | b |', '|---|---|'].join('\n'))]).toEqual([]);
    expect([...anchorsOf(['- item', '---'].join('\n'))]).toEqual([]);
  });
});

describe('markdownLinks', () => {
  it('finds inline links, images and reference definitions with their lines', () => {
    const text = ['See [a](docs/a.md) and ![pic](img/p.png "title").', '', '[ref]: docs/b.md#part', '[c](<docs/with space.md>)'].join('\n');
    expect(markdownLinks(text)).toEqual([
      { target: 'docs/a.md', line: 1 },
      { target: 'img/p.png', line: 1 },
      { target: 'docs/b.md#part', line: 3 },
      { target: 'docs/with space.md', line: 4 },
    ]);
  });

  it('ignores links inside code spans and code blocks, and footnotes', () => {
    const text = ['`[no](x.md)` but [yes](y.md)', '```', '[no](z.md)', '```', '[^1]: a footnote'].join('\n');
    expect(markdownLinks(text).map((l) => l.target)).toEqual(['y.md']);
  });

  it('keeps a link whose text holds brackets, and a destination with parentheses', () => {
    expect(markdownLinks('[a [b] c](x.md) [d](y_(1).md)').map((l) => l.target)).toEqual(['x.md', 'y_(1).md']);
  });
});

describe('brokenLinks', () => {
  const files = {
    'README.md': [
      '# Top',
      '## Quick start',
      'See [caching](docs/caching.md#the-page-cache), [start](#quick-start), [site](https://example.com), [dir](docs/decisions/).',
    ].join('\n'),
    'docs/caching.md': ['# Caching', '## The page cache', 'Back to [the README](../README.md#top).'].join('\n'),
  };

  it('passes when every link and anchor resolves', () => {
    expect(brokenLinks(Object.keys(files), tree(files, ['docs/decisions']))).toEqual([]);
  });

  it('fails on a missing file, a missing anchor in another file or in the same file, and a way out of the repository', () => {
    const broken = {
      ...files,
      'README.md': [
        '# Top',
        '[gone](docs/gone.md)',
        '[anchor](docs/caching.md#the-block-memo)',
        '[here](#nowhere)',
        '[out](../outside.md)',
        '[ok](docs/caching.md)',
      ].join('\n'),
    };
    const problems = brokenLinks(['README.md'], tree(broken));
    expect(problems.map(({ line, target }) => ({ line, target }))).toEqual([
      { line: 2, target: 'docs/gone.md' },
      { line: 3, target: 'docs/caching.md#the-block-memo' },
      { line: 4, target: '#nowhere' },
      { line: 5, target: '../outside.md' },
    ]);
    expect(problems[0]!.problem).toBe('no file at docs/gone.md');
    expect(problems[1]!.problem).toBe('no heading with the anchor #the-block-memo in docs/caching.md');
    expect(problems[3]!.problem).toBe('leaves the repository');
  });

  it('resolves links relative to the linking file, and decodes percent-encoding', () => {
    const nested = {
      'docs/a.md': '[b](sub/b%20c.md#two-words) [up](../README.md)',
      'docs/sub/b c.md': '## Two words',
      'README.md': '# R',
    };
    expect(brokenLinks(['docs/a.md'], tree(nested))).toEqual([]);
    expect(brokenLinks(['docs/a.md'], tree({ ...nested, 'docs/sub/b c.md': '## Other' }))).toHaveLength(1);
  });
});
