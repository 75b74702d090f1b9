import { describe, expect, it } from 'vitest';
import { BEFORE_INPUT_PAGES, isBeforeInputPage, resolvePages, TEMPLATE_PAGES, templateOf, templatePaths } from './template-pages.ts';

describe('the template pages', () => {
  it('name each template once, with an English path and its Arabic twin under /ar', () => {
    const names = TEMPLATE_PAGES.map((p) => p.template);
    expect(new Set(names).size).toBe(names.length);
    for (const page of TEMPLATE_PAGES) {
      expect(page.en).toMatch(/^\//);
      expect(page.ar).toBe(page.en === '/' ? '/ar' : `/ar${page.en}`);
    }
  });

  it('cover the kinds of page the issue names', () => {
    expect(TEMPLATE_PAGES.map((p) => p.template)).toEqual(
      expect.arrayContaining([
        'home',
        'content',
        'leadership',
        'leader',
        'insights',
        'article',
        'news-listing',
        'news',
        'document-hub',
        'contact',
        'not-found',
      ]),
    );
  });

  it('list every page, English then Arabic, template by template', () => {
    const paths = templatePaths();
    expect(paths).toHaveLength(TEMPLATE_PAGES.length * 2);
    expect(paths.slice(0, 4)).toEqual(['/', '/ar', '/about', '/ar/about']);
  });

  it('know a page’s template in either language, with or without a trailing slash', () => {
    expect(templateOf('/ar/')).toBe('home');
    expect(templateOf('/news/all')).toBe('news-listing');
    expect(templateOf('/ar/about/leadership/')).toBe('leadership');
    expect(templateOf('/blocks')).toBeUndefined();
  });
});

describe('the five before-input pages', () => {
  it('are home in both languages, an article, a listing and a leader page', () => {
    expect(BEFORE_INPUT_PAGES).toHaveLength(5);
    expect(BEFORE_INPUT_PAGES.map(templateOf)).toEqual(['home', 'home', 'article', 'news-listing', 'leader']);
    expect(isBeforeInputPage('/ar/')).toBe(true);
    expect(isBeforeInputPage('/about')).toBe(false);
    expect(isBeforeInputPage('/ar/news/all')).toBe(false);
  });
});

describe('resolvePages', () => {
  it('takes paths as they are, templates as both their pages, and groups', () => {
    expect(resolvePages('/ , article')).toEqual(['/', '/insights/blogs/a-day-in-the-control-tower', '/ar/insights/blogs/a-day-in-the-control-tower']);
    expect(resolvePages('all')).toEqual(templatePaths());
    expect(resolvePages('before-input,/ar')).toEqual([...BEFORE_INPUT_PAGES]);
    expect(resolvePages('/blocks')).toEqual(['/blocks']);
  });

  it('drops duplicates and empty items, and refuses a word it does not know', () => {
    expect(resolvePages('home,/,,/ar')).toEqual(['/', '/ar']);
    expect(() => resolvePages('homepage')).toThrow(/"homepage"/);
  });
});
