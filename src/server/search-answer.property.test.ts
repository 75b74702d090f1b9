import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_TAGS } from '../lib/article-cards.ts';
import { parseSearchAnswer } from '../lib/article-search-wire.ts';
import { cleanSearchDocument } from './search-client.ts';

/**
 * Property-based tests (fast-check) of the search answer reader as the server's search client runs
 * it (src/lib/article-search-wire.ts, then cleanSearchDocument): answers of any shape, documents
 * with hostile HTML and odd values. It never throws; it answers null or a result within contract.
 */

const HTML_PIECES = [
  '<p>',
  '</p>',
  '<ul><li>',
  '</div></section>',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:x">',
  '&amp;',
  '<',
  'text',
  ' ',
];
const html = fc.array(fc.constantFrom(...HTML_PIECES), { maxLength: 10 }).map((parts) => parts.join(''));
const value = fc.oneof(html, fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }));
const document = fc.record(
  {
    id: fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 8 }), weight: 4 }, value),
    insights_title: fc.oneof({ arbitrary: html.map((h) => `${h} Green berths`), weight: 4 }, value),
    insights_url: fc.oneof({ arbitrary: fc.constantFrom('/insights/a', 'https://x.example/b', 'javascript:alert(1)'), weight: 4 }, value),
    insights_short_description: fc.oneof(html, value),
    insights_topic: value,
    articledate: value,
  },
  { requiredKeys: ['id', 'insights_title', 'insights_url'] },
);
const answer = fc.oneof(
  {
    arbitrary: fc.record({
      widgets: fc.array(
        fc.record({ rfk_id: fc.constantFrom('rfkid_insights', 'other'), content: fc.array(fc.oneof(document, value), { maxLength: 6 }), total_item: value }),
        { maxLength: 2 },
      ),
    }),
    weight: 5,
  },
  fc.jsonValue(),
  fc.anything(),
);
const ALLOWED_TAG = new RegExp(`^</?(${CARD_DESCRIPTION_TAGS.join('|')})( /)?>$`);

describe('the search answer reader, for any answer', () => {
  it('never throws, and every document it hands on keeps to its contract', () => {
    let documents = 0;
    fc.assert(
      fc.property(answer, (json) => {
        const result = parseSearchAnswer(json, 'rfkid_insights');
        if (!result) return;
        expect(result.total_item).toBeGreaterThanOrEqual(result.content.length);
        for (const raw of result.content) {
          const doc = cleanSearchDocument(raw);
          documents++;
          for (const field of ['id', 'insights_title', 'insights_url'] as const) expect(typeof doc[field]).toBe('string');
          // Plain text, which React writes escaped: trimmed, one space between words.
          expect(doc.insights_title).toBe(doc.insights_title.trim());
          expect(doc.insights_title).not.toMatch(/\s{2}|[\n\t]/);
          for (const tag of doc.insights_short_description?.match(/<[^>]*>?/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
        }
      }),
      { numRuns: 300 },
    );
    expect(documents).toBeGreaterThan(20);
  });
});
