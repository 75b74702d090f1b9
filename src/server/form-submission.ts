import { randomUUID } from 'node:crypto';
import { normalizeGuid } from '../cms/cache.ts';
import { FIELD_NAME_PATTERN, MAX_FIELD_LENGTH, type FormDefinition } from '../lib/form-rules.ts';

/**
 * Reading the body of `POST /api/forms/submit` (forms contract, sections 3 and 4): JSON from the
 * block's fetch, or `application/x-www-form-urlencoded` from a plain HTML post. Everything here is
 * hostile input: names and values are checked before anything else sees them, `__proto__`,
 * `prototype` and `constructor` are no names (FIELD_NAME_PATTERN: such a field is refused, such a
 * hidden input dropped), maps have no prototype, and a problem is said in words that name keys,
 * never values (they may be personal data, and the words are logged).
 *
 * Values lose their C0 control characters (but tab, line feed and carriage return) and DEL before
 * anything checks or forwards them: nobody types them, and JSON writes each as six bytes
 * (`\u0000`), so a 64 KiB urlencoded body of `%00` would otherwise reach the forms system as
 * 128 KiB of JSON.
 */

/** The largest body read (contract: 64 KiB); Fastify answers 413 beyond it before parsing. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Contract section 4: hidden input names that pass, at most this many, values at most this long. */
export const MAX_HIDDEN_INPUTS = 40;
export const MAX_HIDDEN_VALUE_LENGTH = 512;
/** More field entries than this is not a form a person filled in. */
export const MAX_FIELDS = 100;
/** A field value longer than this fails every definition (no maxLength is larger): refused at once. */
export const MAX_FIELD_VALUE_LENGTH = MAX_FIELD_LENGTH;
export const MAX_PAGE_URL_LENGTH = 2048;
/** How a name is shown in a problem or a log line: never longer than this. */
const NAME_SHOWN = 80;

export const FORM_LANGUAGES = ['en', 'ar'] as const;
export type FormLanguage = (typeof FORM_LANGUAGES)[number];

const JSON_KEYS = new Set(['formId', 'language', 'submissionId', 'pageUrl', 'fields', 'hidden']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A value without C0 control characters other than tab, LF and CR, and without DEL. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** A submission whose envelope is sound; its fields are not yet checked against the definition. */
export interface SubmissionRequest {
  /** The definition's item id, lower case with dashes. */
  formId: string;
  language: FormLanguage;
  /** The idempotency key, lower case. */
  submissionId: string;
  /** Where the form was sent from (may be ''); only its path is ever used to redirect. */
  pageUrl: string;
  /** Field values by name, as sent. */
  fields: Map<string, string>;
  /** Hidden inputs that passed the filter, values trimmed. */
  hidden: Map<string, string>;
  /** Hidden input names dropped by the filter (for the log). */
  droppedHidden: string[];
}

/** Why a body is refused: said to the sender and logged, so it names keys only. */
export interface SubmissionProblem {
  problem: string;
}

export type ParsedSubmission = SubmissionRequest | SubmissionProblem;

export function isProblem(parsed: ParsedSubmission): parsed is SubmissionProblem {
  return 'problem' in parsed;
}

/** The raw parts before their common checks. */
interface Envelope {
  formId: unknown;
  language: unknown;
  submissionId: unknown;
  pageUrl: unknown;
  fields: Array<[string, unknown]>;
  hidden: Array<[string, unknown]>;
}

/** The block's JSON body: `{ formId, language, submissionId, pageUrl, fields: {…}, hidden: {…} }`, nothing else. */
export function parseJsonSubmission(body: unknown): ParsedSubmission {
  if (!isPlainObject(body)) return { problem: 'the body must be a JSON object' };
  const unknown = Object.keys(body).filter((key) => !JSON_KEYS.has(key));
  if (unknown.length > 0) return { problem: `unknown keys ${shownNames(unknown)}` };
  if (!isPlainObject(body.fields)) return { problem: 'fields must be an object of { name: text }' };
  if (body.hidden !== undefined && !isPlainObject(body.hidden)) return { problem: 'hidden must be an object of { name: text }' };
  return checkEnvelope({
    formId: body.formId,
    language: body.language,
    submissionId: body.submissionId,
    pageUrl: body.pageUrl ?? '',
    fields: Object.entries(body.fields),
    hidden: Object.entries(body.hidden ?? {}),
  });
}

/**
 * A plain HTML post: `formId`, `language`, `submissionId`, `pageUrl`, `field.<name>` and
 * `hidden.<name>`. A page without JavaScript has no submissionId to send: one is made here (the
 * post is answered with a redirect, so a reload does not send it again).
 */
export function parseUrlencodedSubmission(text: string): ParsedSubmission {
  const envelope: Envelope = { formId: undefined, language: undefined, submissionId: undefined, pageUrl: '', fields: [], hidden: [] };
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (seen.has(key)) return { problem: `${shownName(key)} is given more than once` };
    seen.add(key);
    if (key.startsWith('field.')) envelope.fields.push([key.slice('field.'.length), value]);
    else if (key.startsWith('hidden.')) envelope.hidden.push([key.slice('hidden.'.length), value]);
    else if (key === 'formId' || key === 'language' || key === 'submissionId' || key === 'pageUrl') envelope[key] = value;
    else return { problem: `unknown keys ${shownNames([key])}` };
  }
  if (envelope.submissionId === undefined || envelope.submissionId === '') envelope.submissionId = randomUUID();
  return checkEnvelope(envelope);
}

function checkEnvelope(raw: Envelope): ParsedSubmission {
  const formId = typeof raw.formId === 'string' && raw.formId.length <= 64 ? normalizeGuid(raw.formId) : undefined;
  if (formId === undefined) return { problem: 'formId must be the form item id (a GUID)' };
  if (typeof raw.language !== 'string' || !(FORM_LANGUAGES as readonly string[]).includes(raw.language)) {
    return { problem: `language must be one of ${FORM_LANGUAGES.join(', ')}` };
  }
  if (typeof raw.submissionId !== 'string' || !UUID.test(raw.submissionId)) return { problem: 'submissionId must be a UUID' };
  if (typeof raw.pageUrl !== 'string' || raw.pageUrl.length > MAX_PAGE_URL_LENGTH) {
    return { problem: `pageUrl must be text of at most ${MAX_PAGE_URL_LENGTH} characters` };
  }

  if (raw.fields.length > MAX_FIELDS) return { problem: `more than ${MAX_FIELDS} fields` };
  const fields = new Map<string, string>();
  for (const [name, value] of raw.fields) {
    if (!FIELD_NAME_PATTERN.test(name)) return { problem: `the field name ${shownName(name)} is not allowed` };
    if (typeof value !== 'string') return { problem: `the value of field ${name} must be text` };
    const clean = withoutControlCharacters(value);
    if (clean.length > MAX_FIELD_VALUE_LENGTH) return { problem: `the value of field ${name} is too long` };
    fields.set(name, clean);
  }

  // Hidden inputs are the page's, not the visitor's: bad ones are dropped, not refused (contract 4).
  const hidden = new Map<string, string>();
  const droppedHidden: string[] = [];
  for (const [name, value] of raw.hidden) {
    if (typeof value !== 'string') return { problem: `the value of hidden input ${shownName(name)} must be text` };
    const trimmed = withoutControlCharacters(value).trim();
    if (!FIELD_NAME_PATTERN.test(name) || trimmed.length > MAX_HIDDEN_VALUE_LENGTH || hidden.size >= MAX_HIDDEN_INPUTS) {
      droppedHidden.push(shownName(name));
      continue;
    }
    hidden.set(name, trimmed);
  }

  return {
    formId,
    language: raw.language as FormLanguage,
    submissionId: raw.submissionId.toLowerCase(),
    pageUrl: raw.pageUrl,
    fields,
    hidden,
    droppedHidden,
  };
}

/** Field names the definition does not have (a definition's hidden fields are fields too). */
export function unknownFieldNames(definition: FormDefinition, fields: ReadonlyMap<string, string>): string[] {
  const known = new Set(definition.fields.map((field) => field.name));
  return [...fields.keys()].filter((name) => !known.has(name));
}

/** The values as the rules read them: a map without a prototype, so any name is just a key. */
export function valuesOf(fields: ReadonlyMap<string, string>): Record<string, string> {
  const values = Object.create(null) as Record<string, string>;
  for (const [name, value] of fields) values[name] = value;
  return values;
}

/** A name as a problem or a log line may show it: JSON-quoted, cut short. */
export function shownName(name: string): string {
  return JSON.stringify(name.length > NAME_SHOWN ? `${name.slice(0, NAME_SHOWN)}…` : name);
}

function shownNames(names: string[]): string {
  const shown = names.slice(0, 5).map(shownName).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
