import { describe, expect, it } from 'vitest';
import { hasInfographicContent, infographicStyleOf } from './infographic.rules.ts';

describe('infographicStyleOf', () => {
  it('reads White, Blue and Grey from the Styles parameter, White otherwise', () => {
    expect(infographicStyleOf('Blue')).toBe('Blue');
    expect(infographicStyleOf('theme-x grey')).toBe('Grey');
    expect(infographicStyleOf('Gray')).toBe('Grey');
    expect(infographicStyleOf('White')).toBe('White');
    expect(infographicStyleOf('Purple')).toBe('White');
    expect(infographicStyleOf(undefined)).toBe('White');
    expect(infographicStyleOf(7)).toBe('White');
  });
});

describe('hasInfographicContent', () => {
  it('needs an image, a headline or a description', () => {
    expect(hasInfographicContent({})).toBe(false);
    expect(hasInfographicContent({ headline: { value: '  ' }, image: { value: {} } })).toBe(false);
    expect(hasInfographicContent({ image: { value: { src: '/-/media/a.svg' } } })).toBe(true);
    expect(hasInfographicContent({ description: { value: '<p>Text</p>' } })).toBe(true);
  });
});
