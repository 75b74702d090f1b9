import { describe, expect, it } from 'vitest';
import { fieldChecked, fieldLink, fieldNamed, fieldString, fieldText, fieldValue, routeFields } from './seo-fields.ts';
import { testPage } from './seo-test-page.ts';

describe('seo-fields', () => {
  it('routeFields gives {} for a missing route, null fields or an array', () => {
    expect(routeFields(testPage({ route: null }))).toEqual({});
    expect(routeFields(testPage({ fields: null }))).toEqual({});
    expect(routeFields(testPage({ fields: [] as unknown as Record<string, unknown> }))).toEqual({});
    expect(routeFields(testPage({ fields: { a: { value: 1 } } }))).toEqual({ a: { value: 1 } });
  });

  it('fieldNamed prefers the exact name, then any case, and ignores inherited properties', () => {
    expect(fieldNamed({ browserTitle: 1, BrowserTitle: 2 }, 'browserTitle')).toBe(1);
    expect(fieldNamed({ BrowserTitle: 2 }, 'browserTitle')).toBe(2);
    expect(fieldNamed({}, 'constructor')).toBeUndefined();
    expect(fieldNamed({}, 'browserTitle')).toBeUndefined();
  });

  it('fieldValue unwraps { value } only', () => {
    expect(fieldValue({ value: 'x' })).toBe('x');
    expect(fieldValue('x')).toBe('x');
    expect(fieldValue({ src: 'x' })).toEqual({ src: 'x' });
    expect(fieldValue(null)).toBeNull();
  });

  it('fieldText trims strings, accepts finite numbers, rejects the rest', () => {
    expect(fieldText({ value: ' a ' })).toBe('a');
    expect(fieldText({ value: 12 })).toBe('12');
    for (const field of [{ value: '' }, { value: ' ' }, { value: Infinity }, { value: {} }, { value: [] }, { value: true }, null, undefined]) {
      expect(fieldText(field)).toBeUndefined();
    }
  });

  it('fieldString keeps the text verbatim', () => {
    expect(fieldString({ value: ' <script>x</script>\n' })).toBe(' <script>x</script>\n');
    expect(fieldString({ value: ' \n ' })).toBeUndefined();
    expect(fieldString({ value: 1 })).toBeUndefined();
  });

  it('fieldLink reads images, links and plain URLs', () => {
    expect(fieldLink({ value: { src: '/a.jpg', alt: ' A ' } })).toEqual({ url: '/a.jpg', alt: 'A' });
    expect(fieldLink({ value: { src: '/a.jpg', alt: '' } })).toEqual({ url: '/a.jpg' });
    expect(fieldLink({ value: { href: '/b' } })).toEqual({ url: '/b' });
    expect(fieldLink({ value: '/c' })).toEqual({ url: '/c' });
    expect(fieldLink({ value: { src: 5 } })).toBeUndefined();
    expect(fieldLink({ value: 5 })).toBeUndefined();
  });

  it('fieldChecked accepts true, 1, "1" and "true"', () => {
    for (const field of [{ value: true }, true, { value: '1' }, { value: ' True ' }, { value: 1 }]) expect(fieldChecked(field)).toBe(true);
    for (const field of [{ value: false }, { value: '' }, { value: '0' }, { value: 'on' }, null, {}]) expect(fieldChecked(field)).toBe(false);
  });
});
