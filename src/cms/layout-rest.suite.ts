/**
 * The REST layout client over a set's Layout Service answer: called by layout-rest.test.ts with
 * ours and by layout-rest.sitecore.test.ts with Sitecore's published one.
 */
import { describe, expect, it } from 'vitest';
import { createRestLayout } from './layout-rest.ts';
import { sendJson, useFakeCms } from './test-support/fake-cms.ts';
import type { FixtureSet } from './test-support/protocol-fixtures.ts';

export function describeRestLayoutOver(set: FixtureSet, facts: { siteName: string }) {
  const restLayout = useFakeCms(({ config, http }) => ({ layout: createRestLayout(config, http) }));

  describe(`createRestLayout over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it('reads the Layout Service answer as sent, starting with a byte order mark', async () => {
      const bytes = set.bytes('layout');
      const { layout } = await restLayout((_req, res) => sendJson(res, 200, bytes));
      const { data, bytes: size } = await layout('/any-route', 'en');
      expect(data?.sitecore.context.site?.name).toBe(facts.siteName);
      expect(data?.sitecore.route?.placeholders).toBeTypeOf('object');
      expect(size).toBe(bytes.length);
    });
  });
}
