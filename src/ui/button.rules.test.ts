import { describe, expect, it } from 'vitest';
import { buttonVariantNames, parseButtonVariant } from './button.rules.ts';

describe('parseButtonVariant (spec 000 section 9)', () => {
  it.each([
    ['primary', 'primary', 'default'],
    ['secondarySm', 'secondary', 'sm'],
    ['tertiaryXs', 'tertiary', 'xs'],
    ['ghost', 'ghost', 'default'],
    ['whiteSm', 'white', 'sm'],
    ['darkBgXs', 'darkBg', 'xs'],
    ['DarkBG', 'darkBg', 'default'],
    ['unknown', 'primary', 'default'],
    ['', 'primary', 'default'],
  ])('%s -> %s / %s', (name, variant, size) => {
    expect(parseButtonVariant(name)).toEqual({ variant, size });
  });

  it('tolerates non-strings', () => {
    expect(parseButtonVariant(undefined)).toEqual({ variant: 'primary', size: 'default' });
    expect(parseButtonVariant(3, 'ghost')).toEqual({ variant: 'ghost', size: 'default' });
  });
});

describe('parseButtonVariant: names as editors type them', () => {
  it.each([
    ['Secondary Sm', 'secondary', 'sm'],
    ['dark-bg-xs', 'darkBg', 'xs'],
    ['GHOSTSM', 'ghost', 'sm'],
    ['  white  ', 'white', 'default'],
    ['bigSm', 'primary', 'sm'],
  ])('%s -> %s / %s', (name, variant, size) => {
    expect(parseButtonVariant(name)).toEqual({ variant, size });
  });

  it('reads each name back to itself', () => {
    for (const name of buttonVariantNames) {
      const { variant, size } = parseButtonVariant(name);
      expect(`${variant}${size === 'default' ? '' : size === 'sm' ? 'Sm' : 'Xs'}`).toBe(name);
    }
  });
});
