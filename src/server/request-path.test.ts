import { describe, expect, it } from 'vitest';
import { encodePath, MAX_URL_LENGTH, parseRequestPath } from './request-path.ts';

function code(url: string): string | undefined {
  try {
    parseRequestPath(url);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('parseRequestPath', () => {
  it('decodes and keeps the query string', () => {
    expect(parseRequestPath('/ar/%D8%B9%D9%86?x=1')).toEqual({ pathname: '/ar/عن', search: '?x=1' });
  });

  it('drops duplicate and trailing slashes', () => {
    expect(parseRequestPath('//about//team/').pathname).toBe('/about/team');
    expect(parseRequestPath('/').pathname).toBe('/');
  });

  it.each([
    ['/%2e%2e/etc/passwd', 'BAD_PATH'],
    ['/a/../b', 'BAD_PATH'],
    ['/a/%2E/b', 'BAD_PATH'],
    ['/a%2fb', 'BAD_PATH'],
    ['/a%5cb', 'BAD_PATH'],
    ['/a\\b', 'BAD_PATH'],
    ['/a%00b', 'BAD_PATH'],
    ['/%E0%A4%A', 'BAD_ENCODING'],
    ['/%zz', 'BAD_ENCODING'],
    ['/' + 'a'.repeat(MAX_URL_LENGTH), 'URL_TOO_LONG'],
  ])('refuses %s with %s', (url, expected) => {
    expect(code(url)).toBe(expected);
  });

  it('leaves double-encoded dots as harmless text', () => {
    expect(parseRequestPath('/%252e%252e/x').pathname).toBe('/%2e%2e/x');
  });

  it('encodes a decoded path back for Location headers', () => {
    expect(encodePath('/ar/عن الشركة')).toBe('/ar/%D8%B9%D9%86%20%D8%A7%D9%84%D8%B4%D8%B1%D9%83%D8%A9');
    expect(encodePath('/a?b')).toBe('/a%3Fb');
  });
});
