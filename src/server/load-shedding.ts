import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Config } from './config.ts';
import type { Lifecycle } from './lifecycle.ts';
import { shedAnswer } from './shed-answer.ts';
import { shedRuleFor } from './shed-rules.ts';
import { createInFlightGate } from './in-flight-gate.ts';

/**
 * Load shedding (issue 14 item 3). @fastify/under-pressure samples the mean event-loop delay, the
 * resident memory and the V8 heap every SAMPLE_INTERVAL_MS; while one is over its SHED_* limit,
 * every new request meets our pressure handler, which sheds what shed-rules.ts says (pages and
 * other expensive work) with a fast 503 and lets the rest through (health checks, static files,
 * the publish purge). `/readyz` goes not-ready meanwhile, so the load balancer moves traffic away
 * rather than this instance queueing it for seconds. One log line when an episode starts and one
 * when it ends; a counter and gauges on the metrics listener.
 */

/** under-pressure's typings say a pressure handler returns nothing, though it sends whatever else it returns (its README). */
type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/** under-pressure's own default: a mean over one second is steady enough not to flap on one slow tick. */
export const SAMPLE_INTERVAL_MS = 1000;
/**
 * Samples within every limit before an episode counts as over: memory that hovers at its limit
 * crosses it back and forth, and that is one episode in the log, not one per second.
 */
export const CALM_SAMPLES_TO_END = 3;

export type PressureReason = 'eventLoopDelay' | 'heapUsed' | 'rss' | 'inFlight';

/** What under-pressure measured at its last sample. */
export interface LoadSample {
  eventLoopDelayMs: number;
  rssBytes: number;
  heapBytes: number;
}

/** The sampled SHED_* limits; 0 = not checked. (SHED_MAX_IN_FLIGHT is checked per request: in-flight-gate.ts.) */
export type LoadLimits = Omit<Config['shedding'], 'retryAfterS' | 'maxInFlight'>;

export interface CrossedLimit {
  reason: PressureReason;
  value: number;
  limit: number;
}

/**
 * The limit a sample is over, or undefined when it is within all of them. The order and the
 * strict `>` are under-pressure's own, so this names the same reason its handler is given.
 */
export function crossedLimit(sample: LoadSample, limits: LoadLimits): CrossedLimit | undefined {
  const checks: readonly [PressureReason, number, number][] = [
    ['eventLoopDelay', sample.eventLoopDelayMs, limits.eventLoopDelayMs],
    ['heapUsed', sample.heapBytes, limits.heapBytes],
    ['rss', sample.rssBytes, limits.rssBytes],
  ];
  for (const [reason, value, limit] of checks) {
    if (limit > 0 && value > limit) return { reason, value, limit };
  }
  return undefined;
}

/** under-pressure's names for the checks we configure; its others (health check, utilisation) are not ours. */
const REASONS: Record<string, PressureReason> = {
  eventLoopDelay: 'eventLoopDelay',
  heapUsedBytes: 'heapUsed',
  rssBytes: 'rss',
};

/** The limit behind one call of under-pressure's handler, or undefined for a check we do not configure. */
export function crossedOf(type: string, value: number | undefined, limits: LoadLimits): CrossedLimit | undefined {
  const reason = Object.hasOwn(REASONS, type) ? REASONS[type] : undefined;
  if (!reason || value === undefined) return undefined;
  const limit = reason === 'eventLoopDelay' ? limits.eventLoopDelayMs : reason === 'heapUsed' ? limits.heapBytes : limits.rssBytes;
  return { reason, value, limit };
}

export interface PressureEpisodes {
  /** A request was shed because of `crossed`. */
  shed(crossed: CrossedLimit): void;
  /** One sample: the limit crossed, or undefined when within all. */
  sample(crossed: CrossedLimit | undefined): void;
  readonly active: boolean;
}

/**
 * Pressure episodes, for the log: the first sample or shed request over a limit starts one (a warn
 * with the reason, the value and the limit), CALM_SAMPLES_TO_END calm samples in a row end it (an
 * info with how many requests were shed and for how long). Never a line per request.
 */
export function createPressureEpisodes(log: Pick<Logger, 'warn' | 'info'>, now: () => number = Date.now): PressureEpisodes {
  let startedAt: number | undefined;
  let shed = 0;
  let calm = 0;
  const start = (crossed: CrossedLimit) => {
    startedAt = now();
    shed = 0;
    calm = 0;
    // Infinity: under-pressure saw no event-loop turn at all during its sample (JSON would say null).
    const value = Number.isFinite(crossed.value) ? Math.round(crossed.value) : String(crossed.value);
    log.warn({ reason: crossed.reason, value, limit: crossed.limit }, 'Load shedding started: %s over its limit', crossed.reason);
  };
  return {
    shed(crossed) {
      if (startedAt === undefined) start(crossed);
      shed++;
      calm = 0;
    },
    sample(crossed) {
      if (crossed) {
        if (startedAt === undefined) start(crossed);
        calm = 0;
        return;
      }
      if (startedAt === undefined || ++calm < CALM_SAMPLES_TO_END) return;
      log.info({ shed, durationMs: now() - startedAt }, 'Load shedding ended: %d requests shed', shed);
      startedAt = undefined;
    },
    get active() {
      return startedAt !== undefined;
    },
  };
}

export interface LoadSheddingDeps {
  shedding: Config['shedding'];
  logger: Logger;
  /** The metrics listener's registry (metrics.ts). */
  registry: Registry;
  /** `/readyz` reads `checks.load`. */
  lifecycle: Lifecycle;
}

/**
 * Registers under-pressure and our handler on the app. Register it before any route or plugin
 * with routes: its request hook then runs first, and a shed request meets no other hook's work.
 */
export async function registerLoadShedding(app: FastifyInstance, deps: LoadSheddingDeps): Promise<void> {
  const { retryAfterS, maxInFlight, ...limits } = deps.shedding;
  const gate = createInFlightGate(maxInFlight);
  /** The in-flight cap as a crossed limit while every place is taken. */
  const gateCrossed = (): CrossedLimit | undefined => (gate.full ? { reason: 'inFlight', value: gate.count, limit: gate.max } : undefined);
  const log = deps.logger.child({ component: 'load-shedding' });
  const episodes = createPressureEpisodes(log);
  const { registry } = deps;

  const shedTotal = new Counter({
    name: 'load_shed_total',
    help: 'Requests answered 503 by load shedding, by the limit that was over (eventLoopDelay, heapUsed, rss, inFlight).',
    labelNames: ['reason'],
    registers: [registry],
  });

  await app.register(underPressure, {
    maxEventLoopDelay: limits.eventLoopDelayMs,
    maxHeapUsedBytes: limits.heapBytes,
    maxRssBytes: limits.rssBytes,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Called only while a limit is over. Returning nothing lets the request go on; returning a
    // body makes under-pressure send it and end the request there (shed-answer.ts says why).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      const rule = shedRuleFor(request.method, request.url);
      if (!rule.shed) return;
      const crossed = crossedOf(type, value, limits);
      if (!crossed) return;
      shedTotal.inc({ reason: crossed.reason });
      episodes.shed(crossed);
      request.routeName = 'shed';
      return shedAnswer(reply, rule, retryAfterS);
    }) as PressureHandler,
  });

  // The in-flight cap, after under-pressure's hook (a request it shed never takes a place). A place
  // is given back when the response is finished or its connection goes, whichever comes first.
  if (maxInFlight > 0) {
    app.addHook('onRequest', async (request, reply) => {
      const rule = shedRuleFor(request.method, request.url);
      if (!rule.shed) return;
      if (gate.enter()) {
        reply.raw.once('close', () => gate.leave());
        return;
      }
      const crossed = gateCrossed()!;
      shedTotal.inc({ reason: crossed.reason });
      episodes.shed(crossed);
      request.routeName = 'shed';
      return reply.send(shedAnswer(reply, rule, retryAfterS));
    });
  }

  const sample = (): LoadSample => {
    const usage = app.memoryUsage();
    return { eventLoopDelayMs: usage.eventLoopDelay, rssBytes: usage.rssBytes, heapBytes: usage.heapUsed };
  };

  // What under-pressure measured, the values the decision is made on (the default process
  // metrics measure their own way, at scrape time).
  const gauge = (name: string, help: string, read: (s: LoadSample) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(sample()));
      },
    });
  gauge('load_event_loop_delay_seconds', 'Mean event-loop delay over the last load-shedding sample.', (s) => s.eventLoopDelayMs / 1000);
  gauge('load_resident_memory_bytes', 'Resident memory at the last load-shedding sample.', (s) => s.rssBytes);
  gauge('load_heap_used_bytes', 'V8 heap in use at the last load-shedding sample.', (s) => s.heapBytes);
  gauge('load_shedding_active', '1 while a SHED_* limit is over and pages are shed, else 0.', (s) => (crossedLimit(s, limits) || gate.full ? 1 : 0));
  new Gauge({
    name: 'load_requests_in_flight',
    help: 'Expensive requests (those load shedding may shed) being worked on now; SHED_MAX_IN_FLIGHT caps it.',
    registers: [registry],
    collect() {
      this.set(gate.count);
    },
  });

  deps.lifecycle.checks.load = () => {
    const s = sample();
    const crossed = crossedLimit(s, limits) ?? gateCrossed();
    return {
      ready: !crossed,
      ...(crossed ? { reason: crossed.reason } : {}),
      eventLoopDelayMs: Math.round(s.eventLoopDelayMs * 10) / 10,
      rssBytes: s.rssBytes,
      heapBytes: s.heapBytes,
      inFlight: gate.count,
      limits: { ...limits, maxInFlight },
    };
  };

  // Episodes end on samples, not requests: an instance out of the load balancer sees none.
  const watch = setTimeout(function next() {
    episodes.sample(crossedLimit(sample(), limits) ?? gateCrossed());
    watch.refresh();
  }, SAMPLE_INTERVAL_MS);
  watch.unref();
  app.addHook('onClose', async () => clearTimeout(watch));
}
