import { describe, expect, it } from 'vitest';
import { OUR_FIXTURES } from '../src/cms/test-support/protocol-fixtures.ts';
import { describeLayoutsOverHttp } from './fixtures.suite.ts';
import { serveLayouts } from './support/layout-cms.ts';
import { get } from './support/server.ts';

/** Our layouts in Sitecore's protocol shapes (Sitecore's own: fixtures.sitecore.test.ts). */
describeLayoutsOverHttp(OUR_FIXTURES);

const MALFORMED = '/malformed';
const WRONG_SHAPE = '/wrong-shape';
const MISSING_FIELDS = '/missing-fields';

describe('bad CMS data', () => {
  /** The layout answer for an item, as raw text so broken JSON goes through; none is a 404. */
  const server = serveLayouts(
    (item) => {
      if (item === MALFORMED) return '{"sitecore": {"context": {';
      if (item === WRONG_SHAPE) return JSON.stringify({ hello: 'world' });
      if (item === MISSING_FIELDS) {
        const renderings = ['HeroBanner', 'RichText', 'CardCarousel', 'NewsHighlight', 'NoSuchBlock'].map((componentName, i) => ({
          uid: `u${i}`,
          componentName,
          fields: i % 2 ? null : { headline: 42, image: 'not an image', cards: 'nope', Text: { value: null } },
        }));
        return JSON.stringify({ sitecore: { context: {}, route: { name: 'x', fields: { browserTitle: 7 }, placeholders: { 'headless-main': renderings } } } });
      }
      return undefined;
    },
    { siteName: 'fixtures' },
  );

  it('malformed JSON gives a clear 502 page', async () => {
    const response = await get(server(), MALFORMED);
    expect(response.status).toBe(502);
    expect(response.text).toContain('<h1>502</h1>');
  });

  it('JSON of the wrong shape gives a clear 502 page', async () => {
    const response = await get(server(), WRONG_SHAPE);
    expect(response.status).toBe(502);
  });

  it('missing and mistyped fields and unknown components still render the page', async () => {
    const response = await get(server(), MISSING_FIELDS);
    expect(response.status).toBe(200);
    expect(response.text).toContain('</html>');
    expect(response.text).not.toContain('NoSuchBlock</');
  });
});
