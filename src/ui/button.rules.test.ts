import { describe, expect, it } from 'vitest';
import { parseButtonVariant } from './button.rules.ts';

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
