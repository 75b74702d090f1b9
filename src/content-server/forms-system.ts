/**
 * The forms system the enquiry form submits to (forms contract, section 5), played by the
 * embedded content server: `POST /forms/submissions` with the render host's JSON
 * `{ formId, formName, language, submissionId, pageUrl, submittedAt, fields, hidden }` and the key
 * in `X-Api-Key`. It answers `201 { id, stored: true }`, or `200 { id, duplicate: true }` for a
 * submissionId it already has: a submission is stored once however often it is sent.
 *
 * Durable: each submission is one line of `submissions.jsonl` in the data directory, fsynced
 * before the answer (json-lines.ts), so an acknowledged submission survives a crash or restart.
 * At start the file's submission ids are read back, so duplicates stay duplicates across restarts.
 * Submissions are stored one at a time: two concurrent requests with one submissionId store it once.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ContentServerError } from './errors.ts';
import { jsonAnswer, type Answer } from './faults.ts';
import { openJsonLines, readJsonLines } from './json-lines.ts';
import { type ContentServerState, isApiKey, sendError } from './server-state.ts';

export const FORMS_SUBMISSIONS_PATH = '/forms/submissions';
/** The file in the data directory's `forms/` folder. */
export const SUBMISSIONS_FILE = path.join('forms', 'submissions.jsonl');
/** Our render host sends at most 64 KiB of form data; the envelope adds a little. */
export const FORMS_BODY_LIMIT = 128 * 1024;

/** One line of submissions.jsonl. */
export interface StoredSubmission {
  /** The forms system's own id of the submission. */
  id: string;
  receivedAt: string;
  formId: string;
  formName: string;
  language: string;
  submissionId: string;
  pageUrl: string;
  submittedAt: string;
  fields: Record<string, string>;
  hidden: Record<string, string>;
}

export type SubmissionInput = Omit<StoredSubmission, 'id' | 'receivedAt'>;

export interface SaveResult {
  id: string;
  outcome: 'stored' | 'duplicate';
}

export interface SubmissionStore {
  readonly file: string;
  /** Stores the submission unless its submissionId is known; rejects when the disk fails. */
  save(input: SubmissionInput): Promise<SaveResult>;
  /** How many distinct submissions the file holds. */
  readonly size: number;
  close(): Promise<void>;
}

export interface StoreWarning {
  (fields: Record<string, unknown>, message: string): void;
}

/** Opens the store in `dataDir`, reading back the ids of what is already stored. */
export async function openSubmissionStore(dataDir: string, warn: StoreWarning): Promise<SubmissionStore> {
  const file = path.join(dataDir, SUBMISSIONS_FILE);
  const contents = await readJsonLines(file);
  if (contents.tornBytes > 0)
    warn({ file, bytes: contents.tornBytes }, 'forms system: cut off a torn last line (a write interrupted by a crash; never acknowledged)');
  if (contents.unreadable > 0) warn({ file, lines: contents.unreadable }, 'forms system: skipped lines that are not JSON');
  /** submissionId -> the stored submission's id. */
  const known = new Map<string, string>();
  for (const value of contents.values) {
    const { id, submissionId } = (value ?? {}) as Partial<StoredSubmission>;
    if (typeof submissionId === 'string' && typeof id === 'string' && !known.has(submissionId)) known.set(submissionId, id);
  }
  const lines = openJsonLines(file, { durable: true });
  // One save at a time: the check for a known id and the write are one step.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    file,
    save(input) {
      const task = queue.then(async (): Promise<SaveResult> => {
        const existing = known.get(input.submissionId);
        if (existing !== undefined) return { id: existing, outcome: 'duplicate' };
        const stored: StoredSubmission = { id: randomUUID(), receivedAt: new Date().toISOString(), ...input };
        await lines.append(stored);
        known.set(input.submissionId, stored.id);
        return { id: stored.id, outcome: 'stored' };
      });
      queue = task.catch(() => undefined);
      return task;
    },
    get size() {
      return known.size;
    },
    async close() {
      await queue;
      await lines.close();
    },
  };
}

const LIMITS = { id: 200, name: 200, language: 16, url: 4096, time: 64, fieldName: 200, value: 16_384, entries: 400 };

/** The body as a submission, or undefined when it is not one (400). */
export function parseSubmission(body: unknown): SubmissionInput | undefined {
  if (!isRecord(body)) return undefined;
  const text = (value: unknown, max: number, required = true): string | undefined =>
    typeof value === 'string' && value.length <= max && (!required || value.trim() !== '') ? value : undefined;
  const formId = text(body.formId, LIMITS.id);
  const submissionId = text(body.submissionId, LIMITS.id);
  const formName = text(body.formName ?? '', LIMITS.name, false);
  const language = text(body.language, LIMITS.language);
  const pageUrl = text(body.pageUrl ?? '', LIMITS.url, false);
  const submittedAt = text(body.submittedAt ?? '', LIMITS.time, false);
  const fields = stringMap(body.fields);
  const hidden = stringMap(body.hidden ?? {});
  if (
    formId === undefined ||
    submissionId === undefined ||
    formName === undefined ||
    language === undefined ||
    pageUrl === undefined ||
    submittedAt === undefined ||
    fields === undefined ||
    hidden === undefined
  ) {
    return undefined;
  }
  return { formId, formName, language, submissionId, pageUrl, submittedAt, fields, hidden };
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > LIMITS.entries) return undefined;
  const map: Record<string, string> = {};
  for (const [name, entry] of entries) {
    if (name.length > LIMITS.fieldName || typeof entry !== 'string' || entry.length > LIMITS.value) return undefined;
    // defineProperty: a field named __proto__ is stored as a field, never as a prototype.
    Object.defineProperty(map, name, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return map;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function registerFormsSystem(app: FastifyInstance, state: ContentServerState): void {
  app.post(FORMS_SUBMISSIONS_PATH, { bodyLimit: FORMS_BODY_LIMIT }, async (request, reply) => {
    state.stats.forms += 1;
    if (!isApiKey(state, request.headers['x-api-key'])) return sendError(reply, new ContentServerError('CONTENT_API_KEY_INVALID'));
    const input = parseSubmission(request.body);
    if (!input) return sendError(reply, new ContentServerError('CONTENT_BAD_SUBMISSION'));
    const store = state.submissions();
    // Stored only once the delay is over and no failure is injected (faults.ts).
    const answer = async (): Promise<Answer> => {
      const { id, outcome } = await store.save(input);
      request.log.info({ formId: input.formId, submissionId: input.submissionId, outcome }, 'forms system: submission');
      return outcome === 'stored' ? jsonAnswer(201, { id, stored: true }) : jsonAnswer(200, { id, duplicate: true });
    };
    return state.faultRunner.answer(reply, answer, state.faults.formsDelayMs, state.faults.formsFailure);
  });
}
