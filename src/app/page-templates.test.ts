import { describe, expect, it } from 'vitest';
import { areasOutsideTemplate, isKnownTemplate, pageStructureOf } from './page-templates.ts';

describe('page-structure templates (spec 000 section 2)', () => {
  it('gives the six templates their areas, by name in any case', () => {
    expect(pageStructureOf('Article Details')).toEqual({ name: 'Article Details', areas: ['hero', 'main'] });
    expect(pageStructureOf('articles landing').areas).toEqual(['main']);
    expect(pageStructureOf('News Details').areas).toEqual(['hero', 'main']);
    expect(pageStructureOf('News Landing').areas).toEqual(['hero', 'main']);
    expect(pageStructureOf('Generic Page').areas).toEqual(['hero', 'main']);
    expect(pageStructureOf('Partnerships Landing').areas).toEqual(['main']);
  });

  it('takes a content template for the one it is a kind of, and anything else for a generic page', () => {
    expect(pageStructureOf('Article Page').name).toBe('Article Details');
    expect(pageStructureOf('News Details Page').name).toBe('News Details');
    expect(pageStructureOf('Leader Page').name).toBe('Generic Page');
    expect(pageStructureOf(undefined).name).toBe('Generic Page');
    expect(isKnownTemplate('Country Page')).toBe(true);
    expect(isKnownTemplate('Landing Page v2')).toBe(false);
  });

  it('names the filled areas a template lacks', () => {
    expect(areasOutsideTemplate(pageStructureOf('Partnerships Landing'), ['headless-hero', 'headless-main'])).toEqual(['hero']);
    expect(areasOutsideTemplate(pageStructureOf('Generic Page'), ['headless-hero', 'headless-main'])).toEqual([]);
  });
});
