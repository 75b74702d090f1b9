/**
 * The customer data platform page views go to (spec 000 section 7), played by the embedded
 * content server: `POST /cdp/events` takes one event as JSON and answers `202 { status, ref }`.
 * Events are kept in memory (the newest CDP_MEMORY_LIMIT, for tests and operators' checks through
 * `ContentServer.cdpEvents`) and appended to `cdp/events.jsonl` in the data directory, without
 * fsync: analytics, not records anyone was promised.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ContentServerError } from './errors.ts';
import { openJsonLines, type JsonLinesFile } from './json-lines.ts';
import { type ContentServerState, sendError } from './server-state.ts';

export const CDP_EVENTS_PATH = '/cdp/events';
export const CDP_EVENTS_FILE = path.join('cdp', 'events.jsonl');
/** A page view is a few hundred bytes. */
export const CDP_BODY_LIMIT = 16 * 1024;
export const CDP_MEMORY_LIMIT = 1000;

/** One recorded event: what was sent, with the platform's reference and time of arrival. */
export interface CdpEvent {
  ref: string;
  receivedAt: string;
  event: Record<string, unknown>;
}

export interface CdpRecorder {
  /** The events received since start, oldest first (at most CDP_MEMORY_LIMIT). */
  readonly events: CdpEvent[];
  readonly file: string;
  record(event: Record<string, unknown>): Promise<CdpEvent>;
  close(): Promise<void>;
}

export function createCdpRecorder(dataDir: string): CdpRecorder {
  const lines: JsonLinesFile = openJsonLines(path.join(dataDir, CDP_EVENTS_FILE), { durable: false });
  const events: CdpEvent[] = [];
  return {
    events,
    file: lines.file,
    async record(event) {
      const recorded: CdpEvent = { ref: randomUUID(), receivedAt: new Date().toISOString(), event };
      events.push(recorded);
      if (events.length > CDP_MEMORY_LIMIT) events.splice(0, events.length - CDP_MEMORY_LIMIT);
      await lines.append(recorded);
      return recorded;
    },
    close: () => lines.close(),
  };
}

export function registerCdp(app: FastifyInstance, state: ContentServerState): void {
  app.post(CDP_EVENTS_PATH, { bodyLimit: CDP_BODY_LIMIT }, async (request, reply) => {
    state.stats.cdpEvents += 1;
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof (body as { type?: unknown }).type !== 'string') {
      return sendError(reply, new ContentServerError('CONTENT_BAD_EVENT'));
    }
    const { ref } = await state.cdp().record(body as Record<string, unknown>);
    return reply.code(202).type('application/json; charset=utf-8').send({ status: 'OK', ref });
  });
}
