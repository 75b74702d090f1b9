import { describe, expect, it } from 'vitest';
import { isTrackingParameter, normaliseQuery, pageKey } from './page-key.ts';

describe('normaliseQuery', () => {
  it('sorts parameters by name, then value', () => {
    expect(normaliseQuery('?b=2&a=1')).toBe('?a=1&b=2');
    expect(normaliseQuery('?tag=z&tag=a&page=2')).toBe('?page=2&tag=a&tag=z');
    expect(normaliseQuery('b=2&a=1')).toBe('?a=1&b=2');
  });

  it('leaves out campaign and click-id parameters, in any case', () => {
    expect(normaliseQuery('?utm_source=news&page=2&UTM_Medium=mail&gclid=x&fbclid=y')).toBe('?page=2');
    expect(normaliseQuery('?utm_campaign=spring')).toBe('');
    expect(isTrackingParameter('utm_term')).toBe(true);
    expect(isTrackingParameter('utmost')).toBe(false);
    expect(isTrackingParameter('gclid')).toBe(true);
    expect(isTrackingParameter('page')).toBe(false);
  });

  it('gives one spelling for equivalent queries', () => {
    expect(normaliseQuery('?q=a%20b')).toBe(normaliseQuery('?q=a+b'));
    expect(normaliseQuery('?')).toBe('');
    expect(normaliseQuery('')).toBe('');
    expect(normaliseQuery('?=x&&a=1')).toBe('?a=1');
  });

  it('keeps hostile values encoded', () => {
    expect(normaliseQuery('?q=<script>"x"</script>')).toBe('?q=%3Cscript%3E%22x%22%3C%2Fscript%3E');
  });
});

describe('pageKey', () => {
  it('names site, locale, path and query', () => {
    expect(pageKey({ site: 'ports-group', locale: 'ar', path: '/about', query: '?a=1' })).toBe('page|ports-group|ar|/about|?a=1');
    expect(pageKey({ site: 's', locale: 'default', path: '/', query: '' })).not.toBe(pageKey({ site: 's', locale: 'en', path: '/', query: '' }));
  });
});
