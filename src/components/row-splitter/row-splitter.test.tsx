import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentRendering } from '../../cms/types.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { preloadBlocks } from '../../app/registry.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

beforeAll(() => preloadBlocks(['RowSplitter', 'RichText']));

const text = (value: string) => ({ uid: value, componentName: 'RichText', fields: { Text: { value: `<p>${value}</p>` } } });
const splitter = (params: Record<string, string>, placeholders: Record<string, unknown[]>): ComponentRendering => ({
  uid: 'r1',
  componentName: 'RowSplitter',
  params,
  placeholders: placeholders as never,
});
const render = (rendering: ComponentRendering, editing = false) =>
  renderWithPage(<Placeholder name="main" />, makePage(layoutWith({ main: [rendering] }), { editing })).replace(/<!--\/?\$-->/g, '');

describe('RowSplitter', () => {
  it('stacks the enabled rows in order with their styles', () => {
    const html = render(
      splitter(
        { EnabledPlaceholders: '2,1', Styles2: 'container-dark-background', RenderingIdentifier: 'rows' },
        { 'row-1-{*}': [text('Lower')], 'row-2-{*}': [text('Upper')] },
      ),
    );
    expect(html).toMatch(/id="rows"[^>]*class="[^"]*row-splitter/);
    expect(html.indexOf('Upper')).toBeLessThan(html.indexOf('Lower'));
    expect(html).toMatch(/class="[^"]*row-2 container-dark-background"[^>]*data-row="2"/);
  });

  it('leaves out empty rows for visitors and everything when all are empty', () => {
    const html = render(splitter({ EnabledPlaceholders: '1,2' }, { 'row-2-{*}': [text('Only')] }));
    expect(html).not.toContain('data-row="1"');
    expect(html).toContain('Only');
    expect(render(splitter({ EnabledPlaceholders: '1,2' }, {}))).toBe('');
  });

  it('shows editors every enabled row with its drop zone', () => {
    const html = render(splitter({ EnabledPlaceholders: '1,2,3' }, { 'row-2-{*}': [text('Only')] }), true);
    expect(html.match(/data-row="/g)).toHaveLength(3);
    expect(html.match(/data-empty-placeholder/g)).toHaveLength(2);
    expect(render(splitter({ EnabledPlaceholders: '' }, {}), true)).toContain('Row splitter: no rows are enabled (EnabledPlaceholders)');
  });
});
