import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedCards, isSafeLink, NewsFeedError, SUMMARY_TAGS } from './news-feed.ts';
import { newsCleaner } from '../server/html-cleaner.ts';

/**
 * Property-based tests (fast-check) of the news feed parser with the server's cleaner: feeds of any
 * shape, items whose fields hold hostile HTML and odd values. It throws only NewsFeedError (the listing's error state),
 * and every card keeps the contract: a tag-free title, safe links, a summary of SUMMARY_TAGS only.
 */

const HTML_PIECES = [
  '<p>',
  '</p>',
  '<br>',
  '<b>',
  '</div></section>',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '<a href="javascript:x">',
  '<!--',
  '-->',
  '&amp;',
  '&lt;',
  '<',
  '>',
  '"',
  "'",
  'text',
  ' ',
  'ن',
];
const html = fc.array(fc.constantFrom(...HTML_PIECES), { maxLength: 12 }).map((parts) => parts.join(''));
const value = fc.oneof(html, fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null), fc.record({ '#text': html }), fc.constant([]));
const link = fc.constantFrom('https://news.example/a', '/news/a', '//evil.example', 'javascript:alert(1)', 'data:text/html,x', ' https://x.example ', '');
const item = fc.record(
  {
    title: fc.oneof({ arbitrary: html.map((h) => `${h} Port news`), weight: 3 }, value),
    link: fc.oneof({ arbitrary: link, weight: 4 }, value),
    description: value,
    subtitle: fc.oneof(html, value),
    summary: value,
    pubDate: fc.oneof(
      value,
      fc.date().map((d) => d.toUTCString()),
    ),
    enclosure: fc.oneof(value, fc.record({ url: fc.oneof(link, value) })),
    ppImage: fc.oneof(link, value),
    guid: value,
    source: value,
  },
  { requiredKeys: ['title', 'link'] },
);
/** Mostly feeds of the expected shape (so that cards come out), and anything at all besides. */
const feed = fc.oneof(
  {
    arbitrary: fc.record({
      channel: fc.record({
        item: fc.oneof({ arbitrary: fc.array(fc.oneof({ arbitrary: item, weight: 4 }, value), { minLength: 1, maxLength: 8 }), weight: 3 }, item, value),
      }),
    }),
    weight: 6,
  },
  fc.record({ channel: fc.record({ item: value }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  fc.jsonValue().map((json) => JSON.stringify(json)),
  fc.string({ maxLength: 30 }),
  fc.anything(),
);

const ALLOWED_TAG = new RegExp(`^</?(${SUMMARY_TAGS.join('|')})( /)?>$`);

describe('the news feed parser, for any feed', () => {
  it('throws only NewsFeedError, and every card keeps to its contract', () => {
    let cards = 0;
    fc.assert(
      fc.property(feed, fc.constantFrom('en', 'ar'), (input, language) => {
        let parsed;
        try {
          parsed = feedCards(input, { defaultImage: null, language, clean: newsCleaner });
        } catch (error) {
          expect(error).toBeInstanceOf(NewsFeedError);
          return;
        }
        for (const card of parsed) {
          cards++;
          expect(card.title).not.toBe('');
          // Plain text, which React writes escaped: trimmed, one space between words (an escaped
          // `&lt;` is the text "<", and stays).
          expect(card.title).toBe(card.title.trim());
          expect(card.title).not.toMatch(/\s{2}|[\n\t]/);
          expect(isSafeLink(card.link)).toBe(true);
          if (card.imageUrl) expect(isSafeLink(card.imageUrl)).toBe(true);
          for (const tag of card.summary.match(/<[^>]*>?/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
        }
      }),
      { numRuns: 300 },
    );
    // The runs made cards, or the property proved little.
    expect(cards).toBeGreaterThan(20);
  });
});
