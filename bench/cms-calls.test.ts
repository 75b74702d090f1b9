import { describe, expect, it } from 'vitest';
import { addCallsBetween, describeCmsCalls } from './cms-calls.ts';

describe('addCallsBetween', () => {
  it('adds what each key gained during a load, keys new since before included', () => {
    const total = new Map<string, number>();
    addCallsBetween(total, { 'layout:/sxa': 3, dictionary: 1 }, { 'layout:/sxa': 103, dictionary: 1, 'graphql-other': 100 });
    addCallsBetween(total, { 'layout:/sxa': 200 }, { 'layout:/sxa': 250 });
    expect(Object.fromEntries(total)).toEqual({ 'layout:/sxa': 150, 'graphql-other': 100 });
  });
});

describe('describeCmsCalls', () => {
  it('puts the calls per page request, kind by kind', () => {
    const total = new Map([
      ['layout:/sxa', 1022],
      ['graphql-other', 1033],
      ['dictionary', 2],
    ]);
    expect(describeCmsCalls(total, 1000)).toBe('2057 CMS calls for 1000 requests (2.06 per request: dictionary 0.002, graphql-other 1.03, layout:/sxa 1.02)');
  });

  it('keeps a rare call visible instead of rounding it to zero', () => {
    expect(describeCmsCalls(new Map([['layout:/sxa', 2]]), 4321)).toBe('2 CMS calls for 4321 requests (0.0005 per request: layout:/sxa 0.0005)');
    expect(describeCmsCalls(new Map(), 4321)).toBe('0 CMS calls for 4321 requests (0.00 per request)');
    expect(describeCmsCalls(new Map(), 0)).toBe('0 CMS calls for 0 requests (n/a per request)');
  });
});
