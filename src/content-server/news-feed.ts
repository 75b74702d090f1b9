/**
 * The news feed the News Highlight and News Listing blocks read (spec 001 section 7): in production
 * a third-party JSON feed, here `GET /feeds/news/{language}.json?pageSize={n}[&country={CC}]` from
 * `content/feeds/news-{language}.json`, newest first as stored. `country` (ISO 3166 alpha-2) keeps
 * the items whose `countryName` is that country (the news listing's country sources). No API key,
 * like the real feed. One item comes as an object rather than a list, as from feeds converted from
 * XML.
 */
import type { FastifyInstance } from 'fastify';
import { countryCodeFor } from '../lib/countries.ts';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { type ContentServerState, queryString, sendError } from './server-state.ts';

const MAX_PAGE_SIZE = 1000;

/** `country` as a lower-case alpha-2 code, undefined for "all", or null when it is not one. */
export function parseCountry(raw: string | undefined): string | undefined | null {
  if (raw === undefined || raw.trim() === '') return undefined;
  return /^[a-z]{2}$/i.test(raw.trim()) ? raw.trim().toLowerCase() : null;
}

/** Items whose `countryName` names the country `code`. */
export function itemsOfCountry(items: readonly unknown[], code: string): unknown[] {
  return items.filter((item) => {
    const name = typeof item === 'object' && item !== null ? (item as { countryName?: unknown }).countryName : undefined;
    return typeof name === 'string' && countryCodeFor(name) === code;
  });
}

/** `pageSize` as a count, undefined for "all", or null when it is not a usable number. */
export function parsePageSize(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,4}$/.test(raw.trim())) return null;
  const size = Number(raw.trim());
  return size >= 1 && size <= MAX_PAGE_SIZE ? size : null;
}

export function registerNewsFeed(app: FastifyInstance, state: ContentServerState): void {
  app.get<{ Params: { file: string } }>('/feeds/news/:file', async (request, reply) => {
    state.stats.newsFeed += 1;
    const language = /^([a-z]{2}(?:-[a-z]{2})?)\.json$/i.exec(request.params.file)?.[1]?.toLowerCase();
    const feed = language === undefined ? undefined : state.content().newsFeeds.get(language);
    const pageSize = parsePageSize(queryString(request.query, 'pageSize'));

    if (!feed) {
      return sendError(reply, new ContentServerError('CONTENT_FEED_NOT_FOUND', request.params.file));
    }
    if (pageSize === null) return sendError(reply, new ContentServerError('CONTENT_BAD_PAGE_SIZE'));
    const country = parseCountry(queryString(request.query, 'country'));
    if (country === null) return sendError(reply, new ContentServerError('CONTENT_BAD_COUNTRY'));
    const all = country === undefined ? feed.channel.item : itemsOfCountry(feed.channel.item, country);
    const items = pageSize === undefined ? all : all.slice(0, pageSize);
    // As feeds converted from XML do: one item is an object, not a list of one (spec 001 section 7).
    const answer = jsonAnswer(200, { ...feed, channel: { ...feed.channel, item: items.length === 1 ? items[0] : items } });
    return state.faultRunner.answer(reply, answer, state.faults.newsFeedDelayMs, state.faults.newsFeedFailure);
  });
}
