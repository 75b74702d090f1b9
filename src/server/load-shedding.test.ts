import { describe, expect, it } from 'vitest';
import { CALM_SAMPLES_TO_END, createPressureEpisodes, crossedLimit, crossedOf, type CrossedLimit, type LoadLimits } from './load-shedding.ts';

const MB = 1024 * 1024;
const LIMITS: LoadLimits = { eventLoopDelayMs: 500, rssBytes: 850 * MB, heapBytes: 512 * MB };
const CALM = { eventLoopDelayMs: 3, rssBytes: 200 * MB, heapBytes: 80 * MB };

describe('crossedLimit', () => {
  it('is undefined within every limit, and at a limit exactly', () => {
    expect(crossedLimit(CALM, LIMITS)).toBeUndefined();
    expect(crossedLimit({ eventLoopDelayMs: 500, rssBytes: 850 * MB, heapBytes: 512 * MB }, LIMITS)).toBeUndefined();
  });

  it('names the limit that is over, with its value and the limit', () => {
    expect(crossedLimit({ ...CALM, eventLoopDelayMs: 812.5 }, LIMITS)).toEqual({ reason: 'eventLoopDelay', value: 812.5, limit: 500 });
    expect(crossedLimit({ ...CALM, rssBytes: 900 * MB }, LIMITS)).toEqual({ reason: 'rss', value: 900 * MB, limit: 850 * MB });
    expect(crossedLimit({ ...CALM, heapBytes: 600 * MB }, LIMITS)).toEqual({ reason: 'heapUsed', value: 600 * MB, limit: 512 * MB });
  });

  it("names the event loop first, then the heap, then RSS, as under-pressure's handler is told", () => {
    const all = { eventLoopDelayMs: 900, rssBytes: 900 * MB, heapBytes: 600 * MB };
    expect(crossedLimit(all, LIMITS)?.reason).toBe('eventLoopDelay');
    expect(crossedLimit({ ...all, eventLoopDelayMs: 1 }, LIMITS)?.reason).toBe('heapUsed');
  });

  it('checks nothing whose limit is 0', () => {
    const off = { eventLoopDelayMs: 0, rssBytes: 0, heapBytes: 0 };
    expect(crossedLimit({ eventLoopDelayMs: 60_000, rssBytes: 64 * 1024 * MB, heapBytes: 64 * 1024 * MB }, off)).toBeUndefined();
    expect(crossedLimit({ ...CALM, rssBytes: 2 * MB }, { ...off, rssBytes: MB })?.reason).toBe('rss');
  });

  it('counts a delay under-pressure could not measure (Infinity) as over', () => {
    expect(crossedLimit({ ...CALM, eventLoopDelayMs: Infinity }, LIMITS)?.reason).toBe('eventLoopDelay');
  });
});

describe('crossedOf', () => {
  it("maps under-pressure's check names to ours, with our limit", () => {
    expect(crossedOf('eventLoopDelay', 700, LIMITS)).toEqual({ reason: 'eventLoopDelay', value: 700, limit: 500 });
    expect(crossedOf('heapUsedBytes', 600 * MB, LIMITS)).toEqual({ reason: 'heapUsed', value: 600 * MB, limit: 512 * MB });
    expect(crossedOf('rssBytes', 900 * MB, LIMITS)).toEqual({ reason: 'rss', value: 900 * MB, limit: 850 * MB });
  });

  it('is undefined for checks we do not configure, and without a value', () => {
    expect(crossedOf('healthCheck', undefined, LIMITS)).toBeUndefined();
    expect(crossedOf('eventLoopUtilization', 0.99, LIMITS)).toBeUndefined();
    expect(crossedOf('toString', 1, LIMITS)).toBeUndefined();
    expect(crossedOf('rssBytes', undefined, LIMITS)).toBeUndefined();
  });
});

describe('createPressureEpisodes', () => {
  const RSS: CrossedLimit = { reason: 'rss', value: 900.4 * MB, limit: 850 * MB };
  const setup = () => {
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'warn', fields, message }),
      info: (fields: Record<string, unknown>, message: string) => void lines.push({ level: 'info', fields, message }),
    } as unknown as Parameters<typeof createPressureEpisodes>[0];
    let clock = 1_000;
    const episodes = createPressureEpisodes(log, () => clock);
    return { lines, episodes, advance: (ms: number) => (clock += ms) };
  };

  it('logs once when shedding starts and once when it ends, with the count, whatever the number of requests', () => {
    const { lines, episodes, advance } = setup();
    for (let i = 0; i < 250; i++) episodes.shed(RSS);
    episodes.sample(RSS);
    expect(episodes.active).toBe(true);
    expect(lines).toEqual([
      { level: 'warn', fields: { reason: 'rss', value: Math.round(900.4 * MB), limit: 850 * MB }, message: expect.stringContaining('started') },
    ]);
    advance(4_000);
    for (let i = 0; i < CALM_SAMPLES_TO_END; i++) episodes.sample(undefined);
    expect(episodes.active).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({ level: 'info', fields: { shed: 250, durationMs: 4_000 }, message: expect.stringContaining('ended') });
  });

  it('starts an episode from a sample alone (an instance out of the load balancer gets no requests)', () => {
    const { lines, episodes } = setup();
    episodes.sample({ reason: 'eventLoopDelay', value: 742.6, limit: 500 });
    expect(episodes.active).toBe(true);
    expect(lines).toEqual([{ level: 'warn', fields: { reason: 'eventLoopDelay', value: 743, limit: 500 }, message: expect.any(String) }]);
  });

  it('logs a delay that could not be measured as Infinity, not as null', () => {
    const { lines, episodes } = setup();
    episodes.sample({ reason: 'eventLoopDelay', value: Infinity, limit: 500 });
    expect(lines[0]!.fields).toEqual({ reason: 'eventLoopDelay', value: 'Infinity', limit: 500 });
  });

  it('keeps one episode while the limit is crossed back and forth within fewer calm samples', () => {
    const { lines, episodes } = setup();
    episodes.shed(RSS);
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < CALM_SAMPLES_TO_END - 1; i++) episodes.sample(undefined);
      episodes.shed(RSS);
    }
    expect(lines).toHaveLength(1);
    expect(episodes.active).toBe(true);
  });

  it('counts each episode on its own', () => {
    const { lines, episodes } = setup();
    episodes.shed(RSS);
    episodes.shed(RSS);
    for (let i = 0; i < CALM_SAMPLES_TO_END; i++) episodes.sample(undefined);
    episodes.shed(RSS);
    for (let i = 0; i < CALM_SAMPLES_TO_END; i++) episodes.sample(undefined);
    expect(lines.map((line) => [line.level, line.fields.shed])).toEqual([
      ['warn', undefined],
      ['info', 2],
      ['warn', undefined],
      ['info', 1],
    ]);
  });

  it('logs nothing while calm', () => {
    const { lines, episodes } = setup();
    for (let i = 0; i < 10; i++) episodes.sample(undefined);
    expect(lines).toEqual([]);
    expect(episodes.active).toBe(false);
  });
});
