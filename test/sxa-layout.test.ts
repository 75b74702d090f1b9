/**
 * The SXA layout blocks over real HTTP: Sitecore's own headless SXA page and column splitter
 * layout (read in place from ../shared/fixtures/sitecore) and a layout composed here, served by a
 * fake CMS to the production server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const FIXTURES = join(ROOT, '..', 'shared', 'fixtures', 'sitecore');
const present = existsSync(FIXTURES);
it("has Sitecore's fixtures to render", () => expect(present, `${FIXTURES} is present`).toBe(true));

const richText = (uid: string, html: string, GridParameters = 'col-12') => ({
  uid,
  componentName: 'RichText',
  params: { GridParameters, Styles: '' },
  fields: { Text: { value: html } },
});

/** Three columns, each with a block, and a row splitter under them, one row holding a container. */
const composed = {
  sitecore: {
    context: { pageEditing: false, pageState: 'normal', language: 'en', site: { name: 'fixtures' } },
    route: {
      name: 'composed',
      itemId: '7d0c4a51-2f57-4c1e-9a3e-5b0f3c6e8a11',
      fields: { Title: { value: 'Composed' } },
      placeholders: {
        'headless-main': [
          {
            uid: 'a6a4f1c2-0000-4000-8000-000000000001',
            componentName: 'ColumnSplitter',
            params: {
              EnabledPlaceholders: '1,2,3',
              ColumnWidth1: 'col-12 col-lg-6',
              ColumnWidth2: 'col-12 col-lg-3',
              ColumnWidth3: 'col-12|col-lg-3',
              Styles3: 'highlight',
              DynamicPlaceholderId: '1',
              RenderingIdentifier: 'columns',
            },
            placeholders: {
              'column-1-{*}': [richText('b1', '<p>Column one text</p>')],
              'column-2-{*}': [richText('b2', '<p>Column two text</p>')],
              'column-3-{*}': [
                {
                  uid: 'b3',
                  componentName: 'Image',
                  params: { GridParameters: 'col-12' },
                  fields: {
                    Image: { value: { src: '/-/media/column-three.svg', alt: 'Column three picture', width: '600', height: '400' } },
                    ImageCaption: { value: 'Column three caption' },
                    TargetUrl: { value: { href: '/about', linktype: 'internal' } },
                  },
                },
              ],
              'column-4-{*}': [richText('b4', '<p>Not enabled</p>')],
            },
          },
          {
            uid: 'a6a4f1c2-0000-4000-8000-000000000002',
            componentName: 'RowSplitter',
            params: { EnabledPlaceholders: '1,2', Styles2: 'container-dark-background', DynamicPlaceholderId: '2' },
            placeholders: {
              'row-1-{*}': [richText('r1', '<p>Row one text</p>')],
              'row-2-{*}': [
                {
                  uid: 'r2',
                  componentName: 'Container',
                  params: { Styles: 'container', DynamicPlaceholderId: '3', BackgroundImage: 'https://tracker.example/pixel.gif' },
                  placeholders: { 'container-{*}': [richText('r2t', '<p>Row two, inside a container</p>')] },
                },
              ],
            },
          },
        ],
      },
    },
  },
};

const layouts: Record<string, () => Buffer | string> = {
  '/sxa-home': () => readFileSync(join(FIXTURES, 'headlessSxa.json')),
  '/sxa-columns': () => readFileSync(join(FIXTURES, 'jss-react-non-ee-data.sxaRenderingColumnSplitterVariant.json')),
  '/composed': () => JSON.stringify(composed),
};

let cms: FakeCms;
let server: RunningServer;

beforeAll(async () => {
  cms = await startFakeCms((req, res) => {
    const url = new URL(req.url, 'http://cms');
    if (url.pathname === '/sitecore/api/layout/render/jss') {
      const layout = layouts[url.searchParams.get('item') ?? '/'];
      return layout ? sendJson(res, 200, layout()) : sendJson(res, 404, layoutJson(null));
    }
    if (url.pathname.startsWith('/sitecore/api/jss/dictionary/')) return sendJson(res, 200, { phrases: {} });
    if (url.pathname === '/sitecore/api/graph/edge') {
      return sendJson(res, 200, { data: { item: null, site: { siteInfo: { errorHandling: null } } } });
    }
    res.writeHead(404).end();
  });
  server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'fixture-key', SITECORE_SITE_NAME: 'fixtures', CMS_RETRIES: '0' });
});
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

/** The rendered body, without the JSON the islands hydrate from (their props repeat fields). */
function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body')).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The element that opens with `data-block="name"` and the markup after it. */
function after(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, `${marker} is in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(at);
}

describe("Sitecore's headless SXA home page", () => {
  let body = '';
  beforeAll(async () => {
    const response = await get(server, '/sxa-home');
    expect(response.status).toBe(200);
    body = bodyOf(response.text);
  });

  it('renders the partial-design header with its rich text', () => {
    const header = body.slice(body.indexOf('<header'), body.indexOf('</header>'));
    expect(header).toContain('<h1>Skate Park</h1>');
    expect(header).toContain('data-block="rich-text"');
  });

  it('renders the container with its inner wrapper, and the news text inside it', () => {
    const container = after(body, 'data-block="container"');
    expect(container).toMatch(/^data-block="container"[^>]*><div class="[^"]*container-inner/);
    expect(container.indexOf('In the news')).toBeGreaterThan(0);
    expect(container.indexOf('In the news')).toBeLessThan(container.indexOf('<footer'));
  });

  it('renders the SXA image', () => {
    const image = after(body, 'data-block="image"');
    expect(image).toMatch(/^data-block="image"[^>]*><figure[^>]*><img[^>]*src="https:\/\/xmcloudcm.localhost\/-\/media\/Feature\/JSS-Experience-Accelerator\/Basic-Site\/banner-image.jpg/);
  });

  it('renders the footer partial design: a dark container (no wrapper) with the address', () => {
    const footer = body.slice(body.indexOf('<footer'));
    expect(footer).toMatch(/class="[^"]*container-default indent-inner container-dark-background"[^>]*data-block="container"/);
    expect(footer).not.toContain('container-inner');
    expect(footer).toContain('12 Forever Street');
  });

  it('leaves nothing SXA-only in the markup for visitors', () => {
    expect(body).not.toContain('type="text/sitecore"');
    expect(body).not.toContain('Missing component');
  });
});

describe("Sitecore's column splitter layout", () => {
  it('renders column-1-{*} at the top level with the rich text', async () => {
    const response = await get(server, '/sxa-columns');
    expect(response.status).toBe(200);
    expect(bodyOf(response.text)).toContain('Test RichText');
  });
});

describe('a layout composed of the SXA blocks', () => {
  let html = '';
  let body = '';
  beforeAll(async () => {
    const response = await get(server, '/composed');
    expect(response.status).toBe(200);
    html = response.text;
    body = bodyOf(html);
  });

  it('renders the three enabled columns in order, and not the fourth', () => {
    const splitter = after(body, 'id="columns"');
    const order = ['data-column="1"', 'Column one text', 'data-column="2"', 'Column two text', 'data-column="3"', 'Column three picture'].map((s) =>
      splitter.indexOf(s),
    );
    expect(order.every((at) => at >= 0), order.join()).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).not.toContain('Not enabled');
    expect(splitter).toMatch(/class="[^"]*column-3 highlight/);
  });

  it('ships the 12-track grid and the column widths at our m breakpoint in the page styles', () => {
    expect(html).toContain('grid-template-columns:repeat(12,minmax(0,1fr))');
    expect(html).toMatch(/@media \(min-width: 1025px\)\{[^}]*grid-column:auto\/span 6/);
    expect(html).toMatch(/@media \(min-width: 1025px\)\{[^}]*grid-column:auto\/span 3/);
  });

  it('links the column image and captions it', () => {
    const image = after(body, 'data-block="image"');
    expect(image).toMatch(/^data-block="image"[^>]*><figure[^>]*><a[^>]*href="\/about"[^>]*><img[^>]*alt="Column three picture"/);
    expect(image).toContain('Column three caption</figcaption>');
  });

  it('stacks the rows, the second a dark band holding a wrapped container without the foreign background', () => {
    const rows = after(body, 'data-block="row-splitter"');
    expect(rows.indexOf('Row one text')).toBeLessThan(rows.indexOf('Row two, inside a container'));
    expect(rows).toMatch(/class="[^"]*row-2 container-dark-background"[^>]*data-row="2"/);
    expect(after(rows, 'data-block="container"')).toMatch(/^data-block="container"[^>]*><div class="[^"]*container-inner/);
    expect(body).not.toContain('tracker.example');
  });
});
