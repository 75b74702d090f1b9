import { describe, expect, it } from 'vitest';
import { splitterRows } from './row-splitter.rules.ts';

describe('splitterRows', () => {
  it('makes one row per enabled placeholder with its styles and tone', () => {
    expect(splitterRows({ EnabledPlaceholders: '1,2', Styles2: 'container-dark-background spaced' })).toEqual([
      { slot: 1, placeholder: 'row-1-{*}', classes: [], tone: 'plain' },
      { slot: 2, placeholder: 'row-2-{*}', classes: ['container-dark-background', 'spaced'], tone: 'dark' },
    ]);
  });

  it('enables nothing without EnabledPlaceholders, at most eight rows', () => {
    expect(splitterRows({})).toEqual([]);
    expect(splitterRows({ EnabledPlaceholders: '8,7,6,5,4,3,2,1,1,9' }).map((r) => r.slot)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });
});
