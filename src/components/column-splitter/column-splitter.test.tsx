import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentRendering } from '../../cms/types.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { PageProviders } from '../../app/PageProviders.tsx';
import { preloadBlocks } from '../../app/registry.ts';
import { layoutWith, makePage } from '../../app/testing.tsx';

beforeAll(() => preloadBlocks(['ColumnSplitter', 'RichText']));

const text = (value: string) => ({ uid: value, componentName: 'RichText', fields: { Text: { value: `<p>${value}</p>` } } });
const splitter = (params: Record<string, string>, placeholders: Record<string, unknown[]>): ComponentRendering => ({
  uid: 's1',
  componentName: 'ColumnSplitter',
  params: { DynamicPlaceholderId: '3', ...params },
  placeholders: placeholders as never,
});

function render(rendering: ComponentRendering, editing = false) {
  const sheet = new ServerStyleSheet();
  const page = makePage(layoutWith({ main: [rendering] }), { editing });
  const html = renderToString(
    sheet.collectStyles(
      <PageProviders page={page}>
        <Placeholder name="main" />
      </PageProviders>,
    ),
  );
  return { html: html.replace(/<!--\/?\$-->/g, '').replace(/^(<link rel="preload"[^>]*>)+/, ''), css: sheet.getStyleTags() };
}

const threeColumns = splitter(
  {
    EnabledPlaceholders: '1,2,3',
    ColumnWidth1: 'col-12 col-lg-6',
    ColumnWidth2: 'col-12 col-lg-3',
    ColumnWidth3: 'col-12 col-lg-3',
    Styles2: 'highlight',
    RenderingIdentifier: 'split',
  },
  { 'column-1-{*}': [text('First')], 'column-2-{*}': [text('Second')], 'column-3-{*}': [text('Third')] },
);

describe('ColumnSplitter', () => {
  it('renders the enabled columns in order, each with its placeholder and styles', () => {
    const { html } = render(threeColumns);
    expect(html).toMatch(/id="split"[^>]*class="[^"]*column-splitter/);
    const order = ['data-column="1"', 'First', 'data-column="2"', 'Second', 'data-column="3"', 'Third'].map((s) => html.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/class="[^"]*column-2 highlight/);
  });

  it('lays the columns on a 12-track grid that switches at our m breakpoint', () => {
    const { css } = render(threeColumns);
    expect(css).toContain('grid-template-columns:repeat(12,minmax(0,1fr))');
    expect(css).toMatch(/@media \(min-width: 1025px\)\{[^}]*grid-column:auto\/span 6/);
    expect(css).toMatch(/@media \(min-width: 1025px\)\{[^}]*grid-column:auto\/span 3/);
    expect(css).toContain('--layout-gutter:0px');
    // Edit mode's chrome markers take no grid cell.
    expect(css).toMatch(/>code\[type='text\/sitecore'\]\{position:absolute!important;/);
  });

  it('renders only enabled columns, and resolved keys (column-2-3)', () => {
    const { html } = render(splitter({ EnabledPlaceholders: '2' }, { 'column-1-{*}': [text('Hidden')], 'column-2-3': [text('Shown')] }));
    expect(html).toContain('Shown');
    expect(html).not.toContain('Hidden');
  });

  it('is nothing for visitors when every column is empty; editors get drop zones', () => {
    expect(render(splitter({ EnabledPlaceholders: '1,2' }, { 'column-1-{*}': [] })).html).toBe('');
    expect(render(splitter({}, {})).html).toBe('');
    const editor = render(splitter({ EnabledPlaceholders: '1,2' }, {}), true).html;
    expect(editor.match(/data-empty-placeholder/g)).toHaveLength(2);
    expect(render(splitter({}, {}), true).html).toContain('Column splitter: no columns are enabled (EnabledPlaceholders)');
  });

  it('keeps an empty column among full ones in its place', () => {
    const { html } = render(splitter({ EnabledPlaceholders: '1,2' }, { 'column-2-{*}': [text('Right')] }));
    expect(html).toContain('data-column="1"');
    expect(html).toContain('Right');
  });
});
