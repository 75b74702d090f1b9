import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FEATURED_COUNT,
  FEATURED_TIMEOUT_MS,
  RELATED_COUNT,
  RELATED_FALLBACK_DELAY_MS,
  RELATED_PAGE_SIZE,
  findFeatured,
  findRelated,
  isEligible,
  monthsBefore,
  newestFirst,
  type ArticleDoc,
  type ArticleSearch,
  type SearchCriteria,
} from './article-picks.ts';

const NOW = new Date('2024-06-15T12:00:00Z');
const d = (iso: string) => new Date(iso);

const doc = (id: string, date: string | null = '2024-05-01T00:00:00Z', title = `Article ${id}`): ArticleDoc => ({
  id,
  title,
  url: `/insights/${id}`,
  date: date === null ? null : d(date),
});

/** A search answering per field from a table, recording each call. */
function fakeSearch(answers: Partial<Record<string, ArticleDoc[] | Error>>) {
  const calls: SearchCriteria[] = [];
  const search: ArticleSearch = async (criteria) => {
    calls.push(criteria);
    const answer = answers[criteria.field ?? 'plain'];
    if (answer instanceof Error) throw answer;
    return answer ?? [];
  };
  return { search, calls };
}

const ids = (docs: ArticleDoc[]) => docs.map((x) => x.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('isEligible', () => {
  it('accepts a missing or invalid date', () => {
    expect(isEligible(null, NOW)).toBe(true);
    expect(isEligible(new Date(Number.NaN), NOW)).toBe(true);
  });

  it('rejects the future, accepts now', () => {
    expect(isEligible(d('2024-06-15T12:00:01Z'), NOW)).toBe(false);
    expect(isEligible(NOW, NOW)).toBe(true);
  });

  it('accepts within the last 12 calendar months, boundary included', () => {
    expect(isEligible(d('2023-06-15T12:00:00Z'), NOW)).toBe(true);
    expect(isEligible(d('2023-06-15T11:59:59Z'), NOW)).toBe(false);
    expect(isEligible(d('2020-01-01T00:00:00Z'), NOW)).toBe(false);
  });

  it('uses the given duration', () => {
    expect(isEligible(d('2024-04-01T00:00:00Z'), NOW, 1)).toBe(false);
    expect(isEligible(d('2024-05-20T00:00:00Z'), NOW, 1)).toBe(true);
    expect(isEligible(d('2022-07-01T00:00:00Z'), NOW, 24)).toBe(true);
  });

  it('treats a non-positive or non-finite duration as 12 months', () => {
    const elevenMonthsAgo = d('2023-07-15T12:00:00Z');
    const thirteenMonthsAgo = d('2023-05-15T12:00:00Z');
    for (const bad of [0, -3, Number.NaN, Number.POSITIVE_INFINITY, 0.5]) {
      expect(isEligible(elevenMonthsAgo, NOW, bad)).toBe(true);
      expect(isEligible(thirteenMonthsAgo, NOW, bad)).toBe(false);
    }
  });

  it('counts calendar months, clamping the day to the month length', () => {
    expect(monthsBefore(d('2024-03-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(monthsBefore(d('2024-01-31T00:00:00Z'), 2).toISOString()).toBe('2023-11-30T00:00:00.000Z');
    expect(monthsBefore(d('2024-06-15T12:00:00Z'), 12).toISOString()).toBe('2023-06-15T12:00:00.000Z');
    const marchEnd = d('2024-03-31T00:00:00Z');
    expect(isEligible(d('2024-02-29T00:00:00Z'), marchEnd, 1)).toBe(true);
    expect(isEligible(d('2024-02-28T23:59:59Z'), marchEnd, 1)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('sorts newest first with missing dates last, stably, into a new array', () => {
    const items = [
      { k: 'a', date: null },
      { k: 'b', date: d('2024-01-01') },
      { k: 'c', date: d('2024-03-01') },
      { k: 'd', date: d('2024-01-01') },
      { k: 'e', date: null },
      { k: 'f', date: new Date(Number.NaN) },
      { k: 'g', date: d('2024-01-01') },
    ];
    const sorted = newestFirst(items, (i) => i.date);
    expect(sorted.map((i) => i.k)).toEqual(['c', 'b', 'd', 'g', 'a', 'e', 'f']);
    expect(sorted).not.toBe(items);
    expect(items.map((i) => i.k)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('handles an empty list', () => {
    expect(newestFirst([], () => null)).toEqual([]);
  });
});

describe('findFeatured', () => {
  it('does nothing when no topic, industry or region is set', async () => {
    const { search, calls } = fakeSearch({ topic: [doc('1')] });
    expect(await findFeatured(search, [], [' '], [], { now: NOW })).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('stops after topic when it finds 3', async () => {
    const { search, calls } = fakeSearch({ topic: [doc('1'), doc('2'), doc('3')], industry: [doc('4')] });
    const result = await findFeatured(search, ['ports'], ['oil'], ['gcc'], { now: NOW });
    expect(ids(result)).toEqual(['1', '2', '3']);
    expect(calls).toEqual([{ field: 'topic', values: ['ports'], pageSize: FEATURED_COUNT }]);
  });

  it('moves on topic → industry → region, de-duplicating by id and skipping empty lists', async () => {
    const { search, calls } = fakeSearch({
      topic: [doc('1', '2024-01-01T00:00:00Z')],
      region: [doc('1', '2024-01-01T00:00:00Z'), doc('2', '2024-03-01T00:00:00Z'), doc('3', '2024-02-01T00:00:00Z')],
    });
    const result = await findFeatured(search, ['ports'], [], ['gcc'], { now: NOW });
    expect(calls.map((c) => c.field)).toEqual(['topic', 'region']);
    expect(ids(result)).toEqual(['2', '3', '1']);
  });

  it('keeps only eligible results and the newest when a batch has more than needed', async () => {
    const { search } = fakeSearch({
      topic: [doc('old', '2020-01-01T00:00:00Z'), doc('future', '2025-01-01T00:00:00Z'), doc('a', '2024-01-01T00:00:00Z')],
      industry: [doc('b', '2024-02-01T00:00:00Z'), doc('c', null), doc('d', '2024-04-01T00:00:00Z')],
    });
    const result = await findFeatured(search, ['t'], ['i'], [], { now: NOW });
    expect(ids(result)).toEqual(['d', 'b', 'a']);
  });

  it('honours the duration', async () => {
    const { search } = fakeSearch({ topic: [doc('a', '2024-01-01T00:00:00Z'), doc('b', '2024-06-01T00:00:00Z')] });
    expect(ids(await findFeatured(search, ['t'], [], [], { now: NOW, durationMonths: 3 }))).toEqual(['b']);
  });

  it('skips a failing strategy', async () => {
    const { search, calls } = fakeSearch({ topic: new Error('boom'), industry: [doc('1')] });
    expect(ids(await findFeatured(search, ['t'], ['i'], [], { now: NOW }))).toEqual(['1']);
    expect(calls).toHaveLength(2);
  });

  it('completes with what was found when the 10 s safety timeout fires', async () => {
    vi.useFakeTimers();
    const calls: SearchCriteria[] = [];
    let lateResolve: ((docs: ArticleDoc[]) => void) | undefined;
    const search: ArticleSearch = (criteria) => {
      calls.push(criteria);
      if (criteria.field === 'topic') return Promise.resolve([doc('1')]);
      return new Promise((resolve) => {
        lateResolve = resolve;
      });
    };
    let settled: ArticleDoc[] | undefined;
    const pending = findFeatured(search, ['t'], ['i'], ['r'], { now: NOW }).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(FEATURED_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(ids(settled ?? [])).toEqual(['1']);
    // A late answer changes nothing and no further strategy runs.
    lateResolve?.([doc('2'), doc('3')]);
    await vi.runAllTimersAsync();
    expect(ids(settled ?? [])).toEqual(['1']);
    expect(calls.map((c) => c.field)).toEqual(['topic', 'industry']);
  });

  it('uses a custom timeout and clears its timer when done early', async () => {
    vi.useFakeTimers();
    const never: ArticleSearch = () => new Promise(() => {});
    let settled: ArticleDoc[] | undefined;
    void findFeatured(never, ['t'], [], [], { now: NOW, timeoutMs: 50 }).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toEqual([]);

    const { search } = fakeSearch({ topic: [doc('1')] });
    await findFeatured(search, ['t'], [], [], { now: NOW });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('findRelated', () => {
  const noWait = vi.fn(async (_ms: number) => {});
  const article = { industry: ['Oil'], topic: ['Ports'], progressBarTitle: '  My Article ' };

  it('searches industry, then topic, then plain after the fallback delay, page size 4', async () => {
    const wait = vi.fn(async (_ms: number) => {});
    const { search, calls } = fakeSearch({ industry: [doc('1')], topic: [doc('2')], plain: [doc('3'), doc('4')] });
    const result = await findRelated(search, article, { now: NOW, wait });
    expect(calls).toEqual([
      { field: 'industry', values: ['Oil'], pageSize: RELATED_PAGE_SIZE },
      { field: 'topic', values: ['Ports'], pageSize: RELATED_PAGE_SIZE },
      { field: null, values: [], pageSize: RELATED_PAGE_SIZE },
    ]);
    expect(wait).toHaveBeenCalledExactlyOnceWith(RELATED_FALLBACK_DELAY_MS);
    expect(result).toHaveLength(RELATED_COUNT);
    expect(ids(result).sort()).toEqual(['1', '2', '3']);
  });

  it('stops at 3 without waiting or searching further', async () => {
    const wait = vi.fn(async (_ms: number) => {});
    const { search, calls } = fakeSearch({ industry: [doc('1'), doc('2'), doc('3'), doc('4')] });
    expect(ids(await findRelated(search, article, { now: NOW, wait }))).toEqual(['1', '2', '3']);
    expect(calls).toHaveLength(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('excludes the article itself by its progress-bar title, trimmed and case-insensitive', async () => {
    const { search } = fakeSearch({
      industry: [doc('self', '2024-06-01T00:00:00Z', 'my article'), doc('1'), doc('2')],
      topic: [doc('self2', '2024-06-01T00:00:00Z', ' MY ARTICLE  '), doc('3')],
    });
    expect(ids(await findRelated(search, article, { now: NOW, wait: noWait })).sort()).toEqual(['1', '2', '3']);
  });

  it('an empty progress-bar title excludes nothing', async () => {
    const { search } = fakeSearch({ plain: [doc('1', null, '')] });
    const result = await findRelated(search, { industry: [], topic: [], progressBarTitle: ' ' }, { now: NOW, wait: noWait });
    expect(ids(result)).toEqual(['1']);
  });

  it('skips unset lists and goes straight to the plain search', async () => {
    const { search, calls } = fakeSearch({ plain: [doc('1')] });
    await findRelated(search, { industry: [], topic: [''], progressBarTitle: 'x' }, { now: NOW, wait: noWait });
    expect(calls.map((c) => c.field)).toEqual([null]);
  });

  it('de-duplicates by id, keeps eligible only, orders newest first with missing dates last', async () => {
    const { search } = fakeSearch({
      industry: [doc('a', '2024-01-01T00:00:00Z'), doc('old', '2019-01-01T00:00:00Z')],
      topic: [doc('a', '2024-01-01T00:00:00Z'), doc('nodate', null), doc('future', '2030-01-01T00:00:00Z')],
      plain: [doc('b', '2024-05-01T00:00:00Z'), doc('c', '2024-04-01T00:00:00Z')],
    });
    expect(ids(await findRelated(search, article, { now: NOW, wait: noWait }))).toEqual(['b', 'a', 'nodate']);
  });

  it('skips a failing strategy', async () => {
    const { search } = fakeSearch({ industry: new Error('down'), topic: [doc('1')], plain: new Error('down') });
    expect(ids(await findRelated(search, article, { now: NOW, wait: noWait }))).toEqual(['1']);
  });

  it('waits 1 s on a real timer by default before the plain search', async () => {
    vi.useFakeTimers();
    const { search, calls } = fakeSearch({ plain: [doc('1')] });
    const pending = findRelated(search, { industry: [], topic: [], progressBarTitle: '' }, { now: NOW });
    await vi.advanceTimersByTimeAsync(RELATED_FALLBACK_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids(await pending)).toEqual(['1']);
    expect(calls).toHaveLength(1);
  });
});
