import { beforeAll, describe, expect, it } from 'vitest';
import type { ComponentRendering } from '../../cms/types.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { preloadBlocks } from '../../app/registry.ts';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';

beforeAll(() => preloadBlocks(['Container', 'RichText']));

const text = (value: string) => ({ uid: value, componentName: 'RichText', fields: { Text: { value: `<p>${value}</p>` } } });
const container = (params: Record<string, string>, items: unknown[] = [text('Inside the band')]): ComponentRendering => ({
  uid: 'c1',
  componentName: 'Container',
  params: { DynamicPlaceholderId: '1', ...params },
  placeholders: { 'container-{*}': items as never },
});
/** The page's HTML without React's Suspense markers. */
const render = (rendering: ComponentRendering, editing = false, extra = {}) =>
  renderWithPage(<Placeholder name="main" />, makePage(layoutWith({ main: [rendering] }), { editing, ...extra })).replace(/<!--\/?\$-->/g, '');
const INNER = /class="[^"]*\bcontainer-inner\b/;

describe('Container', () => {
  it('renders its container-{*} placeholder with the style classes and the anchor id', () => {
    const html = render(container({ Styles: 'indent container-light-background', RenderingIdentifier: 'terminals' }));
    expect(html).toMatch(/<div[^>]*id="terminals"[^>]*class="[^"]*container-default indent container-light-background"[^>]*data-block="container"/);
    expect(html).toContain('<p>Inside the band</p>');
    expect(html).not.toContain('container-inner');
  });

  it("adds the inner wrapper when the styles hold the word 'container'", () => {
    expect(render(container({ Styles: 'container' }))).toMatch(INNER);
    expect(render(container({ Styles: 'container-dark-background' }))).not.toMatch(INNER);
  });

  it('finds a resolved dynamic key too (container-7)', () => {
    const rendering = { ...container({ DynamicPlaceholderId: '7' }), placeholders: { 'container-7': [text('Resolved key')] } };
    expect(render(rendering)).toContain('Resolved key');
  });

  it('shows an allowed background picture as a decorative img, never as CSS', () => {
    const html = render(container({ BackgroundImage: '<image mediaid="{1}" mediaurl="/-/media/ports-group/quay.svg?h=900&amp;w=1600" />' }));
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><img[^>]*src="\/-\/media\/ports-group\/quay.svg\?h=900&amp;w=1600"[^>]*alt=""/);
    expect(html).not.toContain('url(');
    // Over a picture, light containers put their content on a panel inside the page width.
    expect(html).toMatch(INNER);
  });

  it('drops a background from a host that is not allowed, and keeps configured hosts', () => {
    const foreign = render(container({ BackgroundImage: 'https://tracker.example/pixel.jpg' }));
    expect(foreign).not.toContain('<img');
    expect(foreign).toContain('Inside the band');
    const configured = render(container({ BackgroundImage: 'https://media.example.net/quay.jpg' }), false, { imageHosts: ['media.example.net'] });
    expect(configured).toContain('src="https://media.example.net/quay.jpg"');
  });

  it('is nothing for visitors when empty, a drop zone for editors', () => {
    expect(render(container({ Styles: 'container-dark-background' }, []))).toBe('');
    const chromeOnly = [{ name: 'code', type: 'text/sitecore', contents: '', attributes: { chrometype: 'placeholder', kind: 'open' } }];
    expect(render(container({}, chromeOnly))).toBe('');
    const editor = render(container({}, []), true);
    expect(editor).toContain('data-block="container"');
    expect(editor).toContain('data-empty-placeholder');
  });

  it('tolerates junk params and placeholders', () => {
    const junk = { uid: 'x', componentName: 'Container', params: { Styles: 7 as never, BackgroundImage: {} as never }, placeholders: 'nope' as never };
    expect(() => render(junk, true)).not.toThrow();
    expect(render(junk)).toBe('');
  });
});
