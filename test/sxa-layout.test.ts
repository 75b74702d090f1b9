/**
 * The SXA layout blocks over real HTTP, served by a fake CMS to the production server: our SXA page
 * and column splitter layouts (test/fixtures/sitecore-protocol; Sitecore's own in
 * sxa-layout.sitecore.test.ts) and a layout composed here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OUR_FIXTURES } from '../src/cms/test-support/protocol-fixtures.ts';
import { serveLayouts } from './support/layout-cms.ts';
import { get } from './support/server.ts';
import { after, bodyOf, describeSxaLayoutOver } from './sxa-layout.suite.ts';

describeSxaLayoutOver(OUR_FIXTURES, {
  headerTitle: '<h1>Meridian Quay</h1>',
  containerText: 'Harbour bulletin',
  imageSrc: 'https://cm.ports-group.localhost/-/media/ports-group/sxa/quay-at-dawn.jpg',
  footerText: '4 Harbour Wall Road',
  columnText: 'Berth 7 takes vessels up to 16 metres draught.',
});

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

const server = serveLayouts(
  (item) => {
    if (item === '/composed') return JSON.stringify(composed);
    if (item === '/columns') return OUR_FIXTURES.bytes('columnSplitter');
    return undefined;
  },
  { siteName: 'fixtures' },
);

describe('our column splitter layout, beyond the column variant', () => {
  let body = '';
  beforeAll(async () => {
    const response = await get(server(), '/columns');
    expect(response.status).toBe(200);
    body = bodyOf(response.text);
  });

  it("renders the ColumnSplitter's two enabled columns in order, the second with its style class", () => {
    const splitter = after(body, 'id="berth-columns"');
    const order = ['data-column="1"', 'Vessel schedule for the week', 'data-column="2"', 'Pilot boarding points'].map((s) => splitter.indexOf(s));
    expect(
      order.every((at) => at >= 0),
      order.join(),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(splitter).toMatch(/class="[^"]*column-2 quay-aside/);
  });

  it("stacks the RowSplitter's rows, the second a dark band", () => {
    const rows = after(body, 'data-block="row-splitter"');
    expect(rows.indexOf('Mooring rules')).toBeGreaterThan(0);
    expect(rows.indexOf('Mooring rules')).toBeLessThan(rows.indexOf('Night work permits'));
    expect(rows).toMatch(/class="[^"]*row-2 container-dark-background"[^>]*data-row="2"/);
  });
});

describe('a layout composed of the SXA blocks', () => {
  let html = '';
  let body = '';
  beforeAll(async () => {
    const response = await get(server(), '/composed');
    expect(response.status).toBe(200);
    html = response.text;
    body = bodyOf(html);
  });

  it('renders the three enabled columns in order, and not the fourth', () => {
    const splitter = after(body, 'id="columns"');
    const order = ['data-column="1"', 'Column one text', 'data-column="2"', 'Column two text', 'data-column="3"', 'Column three picture'].map((s) =>
      splitter.indexOf(s),
    );
    expect(
      order.every((at) => at >= 0),
      order.join(),
    ).toBe(true);
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
