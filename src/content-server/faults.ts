/**
 * Fault injection: the embedded CMS can be slow or broken on purpose, so the render host's
 * timeouts, retries, stale-if-error cache and Suspense streaming can be seen working against real
 * sockets. Settings are read per request, so tests may change them while the server runs.
 */
import type { FastifyReply } from 'fastify';
import { ContentServerError, errorBody } from './errors.ts';

/** What a faulty endpoint does instead of answering normally. */
export type ContentFailure = null | 'status-500' | 'status-503' | 'reset' | 'malformed' | 'hang';

export interface ContentFaults {
  /** Delay, in ms, before every layout, dictionary and GraphQL answer. */
  layoutDelayMs: number;
  /** What layout answers: the REST layout route and GraphQL operations that select `layout`. */
  layoutFailure: ContentFailure;
  /** Delay, in ms, before every news feed answer. */
  newsFeedDelayMs: number;
  newsFeedFailure: ContentFailure;
  /** Delay, in ms, before the forms system (`POST /forms/submissions`) stores and answers. */
  formsDelayMs: number;
  /**
   * What the forms system does instead: `status-500`, `status-503`, `reset` and `hang` store
   * nothing; `malformed` stores the submission and then answers broken JSON (an acknowledgement
   * lost on the way, which a resubmission with the same submissionId heals).
   */
  formsFailure: ContentFailure;
  /** Delay, in ms, before every search service answer (`POST /discover/v2/{customerKey}`). */
  searchDelayMs: number;
  searchFailure: ContentFailure;
  /** Delay, in ms, before every digital wall answer (`GET /digital-wall/…`, members and images). */
  digitalWallDelayMs: number;
  digitalWallFailure: ContentFailure;
  /** Delay, in ms, before every Content Hub answer (`POST /contenthub/graphql`). */
  contentHubDelayMs: number;
  contentHubFailure: ContentFailure;
}

export const CONTENT_FAILURES: readonly Exclude<ContentFailure, null>[] = ['status-500', 'status-503', 'reset', 'malformed', 'hang'];

export const NO_FAULTS: Readonly<ContentFaults> = Object.freeze({
  layoutDelayMs: 0,
  layoutFailure: null,
  newsFeedDelayMs: 0,
  newsFeedFailure: null,
  formsDelayMs: 0,
  formsFailure: null,
  searchDelayMs: 0,
  searchFailure: null,
  digitalWallDelayMs: 0,
  digitalWallFailure: null,
  contentHubDelayMs: 0,
  contentHubFailure: null,
});

/** setTimeout fires at once (with a warning) above this; a longer delay is a typo, not a test. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Reads CONTENT_DELAY_MS, CONTENT_FAILURE, NEWS_FEED_DELAY_MS, NEWS_FEED_FAILURE, FORMS_DELAY_MS,
 * FORMS_FAILURE, SEARCH_DELAY_MS, SEARCH_FAILURE, DIGITAL_WALL_DELAY_MS, DIGITAL_WALL_FAILURE,
 * CONTENT_HUB_DELAY_MS and CONTENT_HUB_FAILURE. Unset or empty
 * variables are left out (the server's defaults apply); a failure of `none` means no failure.
 * Throws a ContentServerError naming the variable and the accepted values on anything else.
 */
export function faultsFromEnv(env: NodeJS.ProcessEnv): Partial<ContentFaults> {
  const faults: Partial<ContentFaults> = {};
  const layoutDelayMs = parseDelay(env, 'CONTENT_DELAY_MS');
  if (layoutDelayMs !== undefined) faults.layoutDelayMs = layoutDelayMs;
  const layoutFailure = parseFailure(env, 'CONTENT_FAILURE');
  if (layoutFailure !== undefined) faults.layoutFailure = layoutFailure;
  const newsFeedDelayMs = parseDelay(env, 'NEWS_FEED_DELAY_MS');
  if (newsFeedDelayMs !== undefined) faults.newsFeedDelayMs = newsFeedDelayMs;
  const newsFeedFailure = parseFailure(env, 'NEWS_FEED_FAILURE');
  if (newsFeedFailure !== undefined) faults.newsFeedFailure = newsFeedFailure;
  const formsDelayMs = parseDelay(env, 'FORMS_DELAY_MS');
  if (formsDelayMs !== undefined) faults.formsDelayMs = formsDelayMs;
  const formsFailure = parseFailure(env, 'FORMS_FAILURE');
  if (formsFailure !== undefined) faults.formsFailure = formsFailure;
  const searchDelayMs = parseDelay(env, 'SEARCH_DELAY_MS');
  if (searchDelayMs !== undefined) faults.searchDelayMs = searchDelayMs;
  const searchFailure = parseFailure(env, 'SEARCH_FAILURE');
  if (searchFailure !== undefined) faults.searchFailure = searchFailure;
  const digitalWallDelayMs = parseDelay(env, 'DIGITAL_WALL_DELAY_MS');
  if (digitalWallDelayMs !== undefined) faults.digitalWallDelayMs = digitalWallDelayMs;
  const digitalWallFailure = parseFailure(env, 'DIGITAL_WALL_FAILURE');
  if (digitalWallFailure !== undefined) faults.digitalWallFailure = digitalWallFailure;
  const contentHubDelayMs = parseDelay(env, 'CONTENT_HUB_DELAY_MS');
  if (contentHubDelayMs !== undefined) faults.contentHubDelayMs = contentHubDelayMs;
  const contentHubFailure = parseFailure(env, 'CONTENT_HUB_FAILURE');
  if (contentHubFailure !== undefined) faults.contentHubFailure = contentHubFailure;
  return faults;
}

function parseDelay(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(ms) || ms > MAX_DELAY_MS) {
    throw new ContentServerError(
      'CONTENT_INVALID_FAULT',
      `${name}=${JSON.stringify(env[name])}: expected a whole number of milliseconds from 0 to ${MAX_DELAY_MS}`,
    );
  }
  return ms;
}

function parseFailure(env: NodeJS.ProcessEnv, name: string): ContentFailure | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw === 'none') return null;
  const failure = CONTENT_FAILURES.find((candidate) => candidate === raw);
  if (failure === undefined) {
    throw new ContentServerError('CONTENT_INVALID_FAULT', `${name}=${JSON.stringify(env[name])}: expected one of none, ${CONTENT_FAILURES.join(', ')}`);
  }
  return failure;
}

/** Checks faults given in code (startContentServer options) with the same rules as the environment. */
export function resolveFaults(given: Partial<ContentFaults> | undefined): ContentFaults {
  const faults: ContentFaults = { ...NO_FAULTS, ...given };
  for (const key of ['layoutDelayMs', 'newsFeedDelayMs', 'formsDelayMs', 'searchDelayMs', 'digitalWallDelayMs', 'contentHubDelayMs'] as const) {
    const ms = faults[key];
    if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_DELAY_MS) {
      throw new ContentServerError('CONTENT_INVALID_FAULT', `${key}=${String(ms)}`);
    }
  }
  for (const key of ['layoutFailure', 'newsFeedFailure', 'formsFailure', 'searchFailure', 'digitalWallFailure', 'contentHubFailure'] as const) {
    const failure = faults[key];
    if (failure !== null && !CONTENT_FAILURES.includes(failure)) {
      throw new ContentServerError('CONTENT_INVALID_FAULT', `${key}=${String(failure)}`);
    }
  }
  return faults;
}

/** A complete, normal answer, before faults are applied to it. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export function jsonAnswer(status: number, value: unknown): Answer {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export interface FaultRunner {
  /**
   * Waits `delayMs`, then sends `answer` or what `failure` says instead. Resolves once the reply is
   * sent, hijacked or abandoned; the handler returns the reply it gets back. `answer` may be a
   * function (an endpoint that changes something, the forms system): it runs only after the delay,
   * with the client still there, and only when the answer is needed (no failure, or `malformed`).
   */
  answer(reply: FastifyReply, answer: Answer | (() => Promise<Answer>), delayMs: number, failure: ContentFailure): Promise<FastifyReply>;
  /** Ends every pending delay now (server close): their sockets are destroyed, no timer is left. */
  cancelAll(): void;
}

export function createFaultRunner(): FaultRunner {
  const pending = new Set<() => void>();

  /** Resolves true after `ms`, false as soon as the server closes or the client goes away. */
  function pause(ms: number, reply: FastifyReply): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (elapsed: boolean): void => {
        clearTimeout(timer);
        pending.delete(cancel);
        reply.raw.off('close', cancel);
        resolve(elapsed);
      };
      const cancel = (): void => finish(false);
      const timer = setTimeout(() => finish(true), ms);
      pending.add(cancel);
      reply.raw.once('close', cancel);
    });
  }

  return {
    async answer(reply, answer, delayMs, failure) {
      if (!(await pause(delayMs, reply))) {
        reply.hijack();
        reply.request.raw.socket?.destroy();
        return reply;
      }
      const made = (): Promise<Answer> => (typeof answer === 'function' ? answer() : Promise.resolve(answer));
      switch (failure) {
        case null:
          return send(reply, await made());
        case 'status-500':
          return send(reply, jsonAnswer(500, errorBody(new ContentServerError('CONTENT_INJECTED_FAILURE'))));
        case 'status-503':
          return send(reply, jsonAnswer(503, errorBody(new ContentServerError('CONTENT_INJECTED_UNAVAILABLE'))));
        case 'malformed': {
          // Any proper prefix of a JSON object is invalid JSON: the client must fail to parse it.
          const whole = await made();
          return send(reply, { ...whole, status: 200, body: whole.body.slice(0, whole.body.length >> 1) });
        }
        case 'reset': {
          reply.hijack();
          const socket = reply.request.raw.socket;
          // A TCP RST where the platform allows it, so clients see ECONNRESET as from a real outage.
          if (socket && typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
          else socket?.destroy();
          return reply;
        }
        case 'hang':
          // Never answer. The socket stays open until the client gives up or the server closes
          // (forceCloseConnections destroys it).
          reply.hijack();
          return reply;
      }
    },
    cancelAll() {
      for (const cancel of [...pending]) cancel();
    },
  };
}

export function send(reply: FastifyReply, answer: Answer): FastifyReply {
  return reply.code(answer.status).type(answer.contentType).send(answer.body);
}
