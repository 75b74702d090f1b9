import { describe, expect, it } from 'vitest';
import { localisedPath, titlePlan } from './title.rules.ts';

const context = { routeFields: { Title: { value: 'Terminals' } }, path: '/solutions/terminals', locale: 'default' };
const graph = (title: string, path?: string) => ({ field: { jsonValue: { value: title } }, ...(path ? { url: { path, siteName: 'ports' } } : {}) });

describe('titlePlan', () => {
  it("prefers the datasource's GraphQL title and links to its page", () => {
    const plan = titlePlan({ data: { datasource: graph('Our ports', '/about'), contextItem: graph('Terminals', '/solutions/terminals') } }, context);
    expect(plan).toEqual({ field: { value: 'Our ports' }, href: '/about', current: false, source: 'datasource' });
  });

  it('takes a plain Title field, linking to the current page', () => {
    const plan = titlePlan({ Title: { value: 'Section title' } }, context);
    expect(plan).toMatchObject({ field: { value: 'Section title' }, href: '/solutions/terminals', current: true, source: 'datasource' });
  });

  it("falls back to the page's own title (GraphQL context item, then the route field)", () => {
    expect(titlePlan({ data: { datasource: graph(''), contextItem: graph('From graph', '/solutions/terminals') } }, context)).toMatchObject({
      field: { value: 'From graph' },
      current: true,
      source: 'page',
    });
    expect(titlePlan({}, context)).toMatchObject({ field: { value: 'Terminals' }, href: '/solutions/terminals', source: 'page' });
  });

  it('prefixes the locale', () => {
    expect(titlePlan({}, { ...context, locale: 'ar' }).href).toBe('/ar/solutions/terminals');
    expect(titlePlan({ data: { datasource: graph('x', '/about') } }, { ...context, locale: 'ar' }).href).toBe('/ar/about');
    expect(titlePlan({ data: { datasource: graph('x', '/ar/about') } }, { ...context, locale: 'ar' }).href).toBe('/ar/about');
  });

  it('is empty without any text, keeping the field editors should edit', () => {
    expect(titlePlan({ Title: { value: ' ' } }, { ...context, routeFields: {} })).toEqual({
      field: { value: ' ' },
      href: '',
      current: false,
      source: 'datasource',
    });
    expect(titlePlan({}, { ...context, routeFields: null }).href).toBe('');
  });

  it('ignores junk and unsafe paths', () => {
    expect(titlePlan({ data: 'x', Title: ['x'] }, context).field).toEqual({ value: 'Terminals' });
    expect(titlePlan({ data: { datasource: { field: { jsonValue: { value: 'T' } }, url: { path: '//evil.example' } } } }, context).href).toBe(
      '/solutions/terminals',
    );
  });

  it('localises paths', () => {
    expect(localisedPath('/', 'ar')).toBe('/ar');
    expect(localisedPath('/about', 'en')).toBe('/en/about');
    expect(localisedPath('about', 'default')).toBe('/about');
  });
});
