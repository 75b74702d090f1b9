import { describe, expect, it } from 'vitest';
import { partialPlaceholderName } from './partial-design-dynamic-placeholder.rules.ts';

describe('partialPlaceholderName', () => {
  it('is the sig param', () => {
    expect(partialPlaceholderName({ sid: '{201E78EB}', ph: 'headless-header', sig: 'sxa-header' }, { 'sxa-header': [], other: [] })).toBe('sxa-header');
  });

  it('falls back to the only placeholder, else nothing', () => {
    expect(partialPlaceholderName({}, { 'sxa-footer': [] })).toBe('sxa-footer');
    expect(partialPlaceholderName({ sig: ' ' }, { a: [], b: [] })).toBe('');
    expect(partialPlaceholderName({}, undefined)).toBe('');
  });
});
