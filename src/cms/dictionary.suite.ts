/**
 * The GraphQL dictionary client over a set's dictionary site query answers (one page, and two
 * pages joined by a cursor): called by dictionary.test.ts with ours and by
 * dictionary.sitecore.test.ts with Sitecore's published ones.
 */
import { describe, expect, it } from 'vitest';
import { createGraphqlDictionary } from './dictionary.ts';
import { graphqlCall, sendJson, useFakeCms } from './test-support/fake-cms.ts';
import type { FixtureSet } from './test-support/protocol-fixtures.ts';

interface DictionaryPage {
  data: { site: { siteInfo: { dictionary: { pageInfo: { endCursor: string; hasNext: boolean } } } } };
}

interface DictionaryAnswers {
  singlepage: DictionaryPage;
  multipage: { page1: DictionaryPage; page2: DictionaryPage };
}

export interface DictionaryFacts {
  /** The phrases of the one-page answer, and of the two pages together. */
  singlepage: Record<string, string>;
  multipage: Record<string, string>;
}

export function describeGraphqlDictionaryOver(set: FixtureSet, facts: DictionaryFacts) {
  const start = useFakeCms(({ config, graphql, log }) => ({ dictionary: createGraphqlDictionary(config.siteName, graphql, log) }));
  const answers = () => set.json('dictionary') as DictionaryAnswers;

  describe(`createGraphqlDictionary over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it('reads a one-page answer with one request', async () => {
      const { singlepage } = answers();
      const { cms, dictionary } = await start((_req, res) => sendJson(res, 200, singlepage));
      expect((await dictionary('en')).data).toEqual(facts.singlepage);
      expect(cms.requests.map((r) => graphqlCall(r))).toEqual([{ operation: 'DictionarySiteQuery', variables: { site: 'corporate', language: 'en' } }]);
    });

    it('follows hasNext/endCursor through the paged answer', async () => {
      const { multipage } = answers();
      const cursor = multipage.page1.data.site.siteInfo.dictionary.pageInfo.endCursor;
      expect(cursor).not.toBe('');
      const { cms, dictionary } = await start((req, res) =>
        sendJson(res, 200, graphqlCall(req).variables.after === cursor ? multipage.page2 : multipage.page1),
      );
      const { data, bytes } = await dictionary('en');
      expect(data).toEqual(facts.multipage);
      expect(bytes).toBeGreaterThan(0);
      expect(cms.requests.map((r) => graphqlCall(r))).toEqual([
        { operation: 'DictionarySiteQuery', variables: { site: 'corporate', language: 'en' } },
        { operation: 'DictionarySiteQuery', variables: { site: 'corporate', language: 'en', after: cursor } },
      ]);
    });
  });
}
