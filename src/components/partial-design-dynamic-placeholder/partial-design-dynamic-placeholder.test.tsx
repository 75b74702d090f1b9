import { beforeAll, describe, expect, it } from 'vitest';
import { Placeholder } from '../../app/Placeholder.tsx';
import { preloadBlocks } from '../../app/registry.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

beforeAll(() => preloadBlocks(['PartialDesignDynamicPlaceholder', 'RichText']));

const partial = (params: Record<string, string>) => ({
  uid: 'p1',
  componentName: 'PartialDesignDynamicPlaceholder',
  params,
  fields: null as never,
  placeholders: { 'sxa-header': [{ uid: 't', componentName: 'RichText', fields: { Text: { value: '<h1>Skate Park</h1>' } } }] },
});
const render = (params: Record<string, string>, editing = false) =>
  renderWithPage(<Placeholder name="headless-header" />, makePage(layoutWith({ 'headless-header': [partial(params)] }), { editing })).replace(
    /<!--\/?\$-->/g,
    '',
  );

describe('PartialDesignDynamicPlaceholder', () => {
  it('renders the placeholder its sig names, with no markup of its own', () => {
    const html = render({ sid: '{201E78EB-F292-4914-A19F-C11D54DDB727}', ph: 'headless-header', sig: 'sxa-header' });
    expect(html).toMatch(/^<div[^>]*data-block="rich-text"/);
    expect(html).toContain('<h1>Skate Park</h1>');
  });

  it('shows editors a drop zone when sig names nothing here', () => {
    expect(render({ sig: 'sxa-footer' })).toBe('');
    expect(render({ sig: 'sxa-footer' }, true)).toContain('data-empty-placeholder="sxa-footer"');
  });
});
