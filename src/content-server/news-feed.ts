/**
 * The news feed the News Highlight and News Listing blocks read (spec 001 section 7): in production
 * a third-party JSON feed, here `GET /feeds/news/{language}.json?pageSize={n}` from
 * `content/feeds/news-{language}.json`, newest first as stored. No API key, like the real feed.
 */
import type { FastifyInstance } from 'fastify';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { type ContentServerState, queryString, sendError } from './server-state.ts';

const MAX_PAGE_SIZE = 1000;

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
    const items = pageSize === undefined ? feed.channel.item : feed.channel.item.slice(0, pageSize);
    const answer = jsonAnswer(200, { ...feed, channel: { ...feed.channel, item: items } });
    return state.faultRunner.answer(reply, answer, state.faults.newsFeedDelayMs, state.faults.newsFeedFailure);
  });
}
