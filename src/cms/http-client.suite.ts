/**
 * The HTTP client over a set's Layout Service answer, byte order mark and all: called by
 * http-client.test.ts with ours and by http-client.sitecore.test.ts with Sitecore's published one.
 */
import { describe, expect, it } from 'vitest';
import { sendJson, useFakeCms } from './test-support/fake-cms.ts';
import type { FixtureSet } from './test-support/protocol-fixtures.ts';

export function describeRequestJsonOver(set: FixtureSet) {
  const start = useFakeCms();

  describe(`requestJson over ${set.label}`, () => {
    it('has the files to read', () => set.requirePresent());

    it('parses the Layout Service answer, which starts with a byte order mark, and reports its size', async () => {
      const bytes = set.bytes('layout');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const { cms, http } = await start((_req, res) => sendJson(res, 200, bytes));
      const response = await http.requestJson(`${cms.origin}/`);
      expect(response.bytes).toBe(bytes.length);
      expect(response.json).toMatchObject({ sitecore: { context: { pageEditing: false }, route: { placeholders: expect.any(Object) } } });
    });
  });
}
