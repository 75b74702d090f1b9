import { describe, expect, it } from 'vitest';
import { originOnHostName } from './site-origin.ts';

describe('originOnHostName', () => {
  it("takes the first name without a wildcard, on the base URL's scheme and port", () => {
    expect(originOnHostName('drydocks.localhost', 'http://localhost:3000')).toBe('http://drydocks.localhost:3000');
    expect(originOnHostName(' *.drydocks.example.com | Drydocks.Example.com ; other.example.com', 'https://www.example.com')).toBe(
      'https://drydocks.example.com',
    );
    expect(originOnHostName('a.example.com,b.example.com', 'https://www.example.com:8443/')).toBe('https://a.example.com:8443');
  });

  it('has none for a site on wildcards alone, or on names that are not host names', () => {
    expect(originOnHostName('*', 'https://www.example.com')).toBeUndefined();
    expect(originOnHostName('*.example.com|', 'https://www.example.com')).toBeUndefined();
    expect(originOnHostName('evil.example/@x|a_b.example', 'https://www.example.com')).toBeUndefined();
  });
});
