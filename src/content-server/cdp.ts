/**
 * The customer data platform page views go to (spec 000 section 7), played by the embedded
 * content server: `POST /cdp/events` takes one event as JSON and answers `202 { status, ref }`.
 * Events are kept in memory (the newest CDP_MEMORY_LIMIT, for tests and operators' checks through
 * `ContentServer.cdpEvents`) and appended to `cdp/events.jsonl` in the data directory, without
 * fsync: analytics, not records anyone was promised.
 *
 * The file shares its disk with the forms system's submissions, and anyone can send page views:
 * it stops growing at CDP_FILE_LIMIT (5 MiB, some 15,000 events). Past that, events are still
 * answered, kept in memory and counted (`unwritten`), and one warning is logged; page views can
 * never use up the space enquiries need. Move or delete the file to start a new one.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
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
/** The largest `cdp/events.jsonl` grows: no event is appended that would take it past this. */
export const CDP_FILE_LIMIT = 5 * 1024 * 1024;

/** One recorded event: what was sent, with the platform's reference and time of arrival. */
export interface CdpEvent {
  ref: string;
  receivedAt: string;
  event: Record<string, unknown>;
}

/** Where the one warning about a full file goes. */
export type CdpWarning = (fields: Record<string, unknown>, message: string) => void;

export interface CdpRecorderOptions {
  /** The file's size limit in bytes (CDP_FILE_LIMIT); tests set a small one. */
  maxFileBytes?: number;
}

export interface CdpRecorder {
  /** The events received since start, oldest first (at most CDP_MEMORY_LIMIT). */
  readonly events: CdpEvent[];
  readonly file: string;
  /** Events received since start that were not appended because the file is full. */
  readonly unwritten: number;
  /** Records the event; `warn` hears, once per recorder, that the file is full. */
  record(event: Record<string, unknown>, warn?: CdpWarning): Promise<CdpEvent>;
  close(): Promise<void>;
}

export function createCdpRecorder(dataDir: string, options: CdpRecorderOptions = {}): CdpRecorder {
  const maxFileBytes = options.maxFileBytes ?? CDP_FILE_LIMIT;
  const lines: JsonLinesFile = openJsonLines(path.join(dataDir, CDP_EVENTS_FILE), { durable: false });
  const events: CdpEvent[] = [];
  // The file's size: read from disk once, then counted here as lines are queued, synchronously, so
  // concurrent events cannot together pass the limit.
  let size: number | undefined;
  let reading: Promise<void> | undefined;
  let unwritten = 0;
  let warned = false;

  const sizeOnDisk = async (): Promise<number> => {
    try {
      return (await stat(lines.file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
  };

  return {
    events,
    file: lines.file,
    get unwritten() {
      return unwritten;
    },
    async record(event, warn) {
      const recorded: CdpEvent = { ref: randomUUID(), receivedAt: new Date().toISOString(), event };
      events.push(recorded);
      if (events.length > CDP_MEMORY_LIMIT) events.splice(0, events.length - CDP_MEMORY_LIMIT);
      const bytes = Buffer.byteLength(JSON.stringify(recorded)) + 1;
      if (size === undefined) {
        reading ??= sizeOnDisk()
          .then((found) => {
            size = found;
          })
          .finally(() => {
            reading = undefined;
          });
        await reading;
      }
      if (size === undefined) throw new Error('data platform: the events file size is unknown');
      if (size + bytes > maxFileBytes) {
        unwritten += 1;
        if (!warned) {
          warned = true;
          warn?.(
            { file: lines.file, maxFileBytes },
            'data platform: events file is full; further page views are counted but not written (move or delete the file to start a new one)',
          );
        }
        return recorded;
      }
      size += bytes;
      try {
        await lines.append(recorded);
      } catch (error) {
        size -= bytes; // json-lines took the failed line back out
        throw error;
      }
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
    const { ref } = await state.cdp().record(body as Record<string, unknown>, (fields, message) => request.log.warn(fields, message));
    return reply.code(202).type('application/json; charset=utf-8').send({ status: 'OK', ref });
  });
}
