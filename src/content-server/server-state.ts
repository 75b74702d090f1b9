/**
 * What every endpoint of the content server shares: the API key, the loaded content, the forms
 * system's submissions and the data platform's events, the fault settings (mutable while running)
 * and the request counters tests read.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { CdpRecorder } from './cdp.ts';
import type { ContentStore } from './content-store.ts';
import { ContentServerError, errorBody } from './errors.ts';
import type { ContentFaults, FaultRunner } from './faults.ts';
import type { SubmissionStore } from './forms-system.ts';

/** Requests received per endpoint, counted on arrival (refused ones included). */
export interface ContentStats {
  /** GET /sitecore/api/layout/render/jss */
  layout: number;
  /** GET /sitecore/api/jss/dictionary/{site}/{language} */
  dictionary: number;
  /** POST /sitecore/api/graph/edge, whatever the query */
  graphql: number;
  /** GET /feeds/news/{language}.json */
  newsFeed: number;
  /** GET /-/media/* */
  media: number;
  /** POST /forms/submissions */
  forms: number;
  /** POST /cdp/events */
  cdpEvents: number;
  /** POST /discover/v2/{customerKey} */
  search: number;
  /** GET /digital-wall/members, /digital-wall/members/{id} and /digital-wall/images/{path} */
  digitalWall: number;
  /** POST /contenthub/graphql */
  contentHub: number;
  /** GET /sitemaps/{site}/{file}, the published sitemap files */
  sitemaps: number;
  /** POST /personalize/v1/decision */
  personalize: number;
}

export interface ContentServerState {
  apiKey: string;
  /** The site answered when a request names none. */
  defaultSite: string;
  faults: ContentFaults;
  stats: ContentStats;
  faultRunner: FaultRunner;
  /** The loaded content; throws (503) in the instant between listen and the end of loading. */
  content(): ContentStore;
  /** The forms system's stored submissions; throws (503) like `content()` while loading. */
  submissions(): SubmissionStore;
  /** The customer data platform's recorded events. */
  cdp(): CdpRecorder;
}

/** Compares in constant time, so the key cannot be guessed byte by byte from answer timings. */
export function isApiKey(state: ContentServerState, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || candidate.length === 0) return false;
  const expected = Buffer.from(state.apiKey);
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Sends a declared error as JSON (`{ statusCode, code, error, message }`). */
export function sendError(reply: FastifyReply, error: ContentServerError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(errorBody(error));
}

/** A query parameter as one string: absent, repeated (first wins) or empty all handled. */
export function queryString(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}
