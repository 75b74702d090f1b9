import { describe, expect, it } from 'vitest';
import { takeIslandsParameter } from './islands-query.ts';

describe('takeIslandsParameter', () => {
  it('leaves a query without the parameter as it is', () => {
    expect(takeIslandsParameter('')).toEqual({ search: '', islands: false });
    expect(takeIslandsParameter('?b=2&a=%41')).toEqual({ search: '?b=2&a=%41', islands: false });
    expect(takeIslandsParameter('?__islandsx=1&x__islands=1')).toEqual({ search: '?__islandsx=1&x__islands=1', islands: false });
  });

  it('takes it out wherever it is, keeping the rest as spelled and in order', () => {
    expect(takeIslandsParameter('?__islands=1')).toEqual({ search: '', islands: true });
    expect(takeIslandsParameter('?page=2&__islands=1')).toEqual({ search: '?page=2', islands: true });
    expect(takeIslandsParameter('?__islands=1&b=2&utm_source=x&a=%41')).toEqual({ search: '?b=2&utm_source=x&a=%41', islands: true });
    expect(takeIslandsParameter('?__islands&q=a+b&__islands=0')).toEqual({ search: '?q=a+b', islands: true });
    // Spelled with an escape, as URLSearchParams reads it.
    expect(takeIslandsParameter('?%5F_islands=1')).toEqual({ search: '', islands: true });
  });
});
