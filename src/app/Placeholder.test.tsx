import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceholderItem } from '../cms/types.ts';
import { createCmsCache } from '../cms/cache.ts';
import { OUR_FIXTURES } from '../cms/test-support/protocol-fixtures.ts';
import { Placeholder } from './Placeholder.tsx';
import { PageLayout } from './PageLayout.tsx';
import { describePlaceholderOver, renderingsOf } from './Placeholder.suite.tsx';
import { collectComponentNames, preloadBlocks, registerBlock, type BlockProps } from './registry.ts';
import { collectingLogger, layoutWith, makePage, renderWithPage } from './testing.tsx';

/** An SXA-style container: renders its dynamic placeholder the way the SXA starter does. */
function TestContainer({ rendering, params }: BlockProps) {
  return (
    <div data-test-container={params.DynamicPlaceholderId}>
      <Placeholder name={`container-${params.DynamicPlaceholderId}`} rendering={rendering} />
    </div>
  );
}
function TestPartialDesign({ rendering, params }: BlockProps) {
  return <Placeholder name={params.sig ?? ''} rendering={rendering} />;
}
function Exploding(): never {
  throw new Error('boom');
}

const chrome = (attributes: Record<string, string>, contents = ''): PlaceholderItem => ({
  name: 'code',
  type: 'text/sitecore',
  contents,
  attributes: { type: 'text/sitecore', ...attributes },
});

describe('Placeholder', () => {
  // Stand-ins for the SXA container and partial design here; the fixture suites below use the real blocks.
  const unregister: (() => void)[] = [];
  beforeAll(async () => {
    unregister.push(registerBlock('Container', TestContainer), registerBlock('PartialDesignDynamicPlaceholder', TestPartialDesign));
    await preloadBlocks(['RichText', 'HeroBanner', 'CardCarousel', 'NewsHighlight']);
  });
  afterAll(() => unregister.forEach((fn) => fn()));

  it('renders known blocks and nothing for unknown ones, with one server warning', () => {
    const logger = collectingLogger();
    const layout = layoutWith({
      'headless-main': [
        { uid: '1', componentName: 'RichText', fields: { Text: { value: '<p>Hello ports</p>' } } },
        { uid: '2', componentName: 'NotABlock' },
        { uid: '3', componentName: 'NotABlock' },
      ],
    });
    const html = renderWithPage(<Placeholder name="headless-main" />, makePage(layout, { editing: false }), { logger });
    expect(html).toContain('<p>Hello ports</p>');
    expect(html).not.toContain('NotABlock');
    const warnings = logger.entries.filter((e) => e.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toEqual({ component: 'NotABlock' });
  });

  it('shows editors a box naming an unknown component', () => {
    const layout = layoutWith({ main: [{ uid: '2', componentName: 'NotABlock' }] });
    const html = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(html).toContain('Missing component');
    expect(html).toContain('NotABlock');
  });

  it('shows editors where a variant hides a rendering, and visitors nothing (issue 29)', () => {
    const layout = layoutWith({ main: [{ uid: '3', componentName: 'Hidden Rendering' }] });
    const editor = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(editor).toContain('Hidden in this variant');
    expect(editor).not.toContain('Missing component');
    expect(renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: false }))).not.toContain('Hidden');
  });

  it('renders chrome elements only in edit mode', () => {
    const layout = layoutWith({
      main: [
        chrome({ chrometype: 'placeholder', kind: 'open', id: 'ph_main', class: 'scpm' }, '{"commands":[]}'),
        { uid: '1', componentName: 'RichText', fields: { Text: { value: 'Body' } } },
        chrome({ chrometype: 'placeholder', kind: 'close', class: 'scpm' }),
      ],
    });
    const visitor = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: false }));
    expect(visitor).not.toContain('text/sitecore');
    expect(visitor).toContain('Body');
    const editor = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(editor).toContain('<code type="text/sitecore" chrometype="placeholder" kind="open" id="ph_main" class="scpm">{"commands":[]}</code>');
    expect(editor).toContain('Body');
  });

  it('shows an empty drop zone in edit mode, nothing for visitors', () => {
    const layout = layoutWith({ main: [] });
    expect(renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: false }))).toBe('');
    const editor = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(editor).toContain('data-empty-placeholder="main"');
    // A missing placeholder is also a drop zone for editors.
    expect(renderWithPage(<Placeholder name="nowhere" />, makePage(layout, { editing: true }))).toContain('Empty placeholder');
  });

  it('puts the drop zone inside the placeholder chromes', () => {
    const layout = layoutWith({
      main: [chrome({ chrometype: 'placeholder', kind: 'open', id: 'o' }), chrome({ chrometype: 'placeholder', kind: 'close', id: 'c' })],
    });
    const html = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(html.indexOf('id="o"')).toBeLessThan(html.indexOf('data-empty-placeholder'));
    expect(html.indexOf('data-empty-placeholder')).toBeLessThan(html.indexOf('id="c"'));
  });

  it('emits metadata-mode chromes for the Pages editor', () => {
    const layout = layoutWith({ main: [{ uid: 'abc', componentName: 'RichText', fields: { Text: { value: 'x' } } }] }, { editMode: 'metadata' });
    const html = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }));
    expect(html).toContain('chrometype="placeholder" class="scpm" kind="open" id="main_00000000-0000-0000-0000-000000000000"');
    expect(html).toContain('chrometype="rendering" class="scpm" kind="open" id="abc"');
    const visitor = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: false }));
    expect(visitor).not.toContain('chrometype');
  });

  it('resolves SXA dynamic placeholders through a container', () => {
    const layout = layoutWith({
      'headless-main': [
        {
          uid: 'c',
          componentName: 'Container',
          params: { DynamicPlaceholderId: '1' },
          placeholders: { 'container-{*}': [{ uid: 'r', componentName: 'RichText', fields: { Text: { value: 'Inside the container' } } }] },
        },
      ],
    });
    const html = renderWithPage(<Placeholder name="headless-main" />, makePage(layout));
    expect(html).toContain('data-test-container="1"');
    expect(html).toContain('Inside the container');
  });

  it('keeps a failing block to itself (edit mode shows its name after the client takes over)', () => {
    const off = registerBlock('Exploding', Exploding);
    try {
      const layout = layoutWith({
        main: [
          { uid: '1', componentName: 'Exploding' },
          { uid: '2', componentName: 'RichText', fields: { Text: { value: 'Still here' } } },
        ],
      });
      const html = renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: false }));
      expect(html).toContain('Still here');
      // The failing block's boundary is handed to the client ($! marker); its error boundary
      // then shows nothing to visitors. (Development builds also carry the message for debugging.)
      expect(html.startsWith('<!--$!-->')).toBe(true);
    } finally {
      off();
    }
  });

  it('catches a block that writes to the shared fields the CMS cache gave it: the next visitor gets the page unchanged', async () => {
    // A block that "fixes up" its data in place, as one could by mistake.
    function Mutating({ fields }: BlockProps) {
      (fields.Text as { value: string }).value = 'changed by one render';
      return <p>{String((fields.Text as { value: string }).value)}</p>;
    }
    const off = registerBlock('Mutating', Mutating);
    try {
      const cache = createCmsCache({ maxBytes: 100_000, ttlMs: 60_000, log: { warn: () => undefined, error: () => undefined, debug: () => undefined } });
      const published = layoutWith({
        main: [
          { uid: '1', componentName: 'Mutating', fields: { Text: { value: 'As published' } } },
          { uid: '2', componentName: 'RichText', fields: { Text: { value: 'Still here' } } },
        ],
      });
      const load = async () => ({ data: published, bytes: 1_000 });
      // Each render reads the layout from the cache, as the page route does: the same object each time.
      const render = async () => {
        const { data } = await cache.read<typeof published>('layout', load);
        return { data, html: renderWithPage(<Placeholder name="main" />, { ...makePage(data, { editing: false }), layout: data }) };
      };
      const first = await render();
      // The write threw: the block's boundary answers for it, and the rest of the page renders.
      expect(first.html).not.toContain('changed by one render');
      expect(first.html).toContain('Still here');
      const second = await render();
      expect(second.data).toBe(first.data);
      expect(second.html).not.toContain('changed by one render');
      expect(JSON.stringify(second.data)).toContain('As published');
    } finally {
      off();
    }
  });

  it('tolerates fields sent as an array and odd params', () => {
    const layout = layoutWith({
      main: [{ uid: '1', componentName: 'RichText', fields: [{ a: 1 }] as never, params: { Styles: 3 as never } }],
    });
    expect(() => renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }))).not.toThrow();
  });
});

describePlaceholderOver(OUR_FIXTURES, {
  sxaPage: { richTexts: 5, promos: 2, unknownBlock: 'TideTableSection' },
  columnSplitter: { text: 'Berth 7 takes vessels up to 16 metres draught.', styles: 'berth-note' },
});

describe('Placeholder over our own fixtures, beyond what Sitecore publishes', () => {
  it('renders dynamic placeholders nested in one another, key resolved or wildcard, with metadata chromes for editors', async () => {
    const layout = OUR_FIXTURES.layout('nestedDynamic');
    await preloadBlocks(collectComponentNames(layout));
    const [outer, inner, text] = renderingsOf(layout);
    expect([outer?.componentName, inner?.componentName, text?.componentName]).toEqual(['Container', 'Container', 'RichText']);
    const editor = renderWithPage(<PageLayout />, makePage(layout));
    expect(editor).toContain('Berth plan for the night shift');
    // The outer container's placeholder arrives resolved (container-7), the inner one as container-{*}.
    expect(editor).toContain(`chrometype="placeholder" class="scpm" kind="open" id="container-7_${outer!.uid}"`);
    expect(editor).toContain(`chrometype="placeholder" class="scpm" kind="open" id="container-{*}_${inner!.uid}"`);
    for (const rendering of [outer, inner, text]) expect(editor).toContain(`chrometype="rendering" class="scpm" kind="open" id="${rendering!.uid}"`);
    expect(editor).toContain('chrometype="field"');
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(visitor).toContain('Berth plan for the night shift');
    expect(visitor).not.toContain('chrometype');
  });

  it("shows the chromes edit layout's editable markup to editors, in place of the field values", async () => {
    for (const which of ['chromesEdit', 'horizonEdit'] as const) {
      const layout = OUR_FIXTURES.layout(which);
      await preloadBlocks(collectComponentNames(layout));
      const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
      // The hero's headline, the container's rich text and the promo's text carry `editable` markup.
      expect(editor.match(/class="scWebEditInput"/g), which).toHaveLength(3);
      const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
      expect(visitor).toContain('Jebel Quay Container Terminal');
      expect(visitor).toContain('Reefer plugs on every berth');
    }
  });

  it('keeps the renderings of a mixed placeholder for visitors, without the chromes between them', async () => {
    const layout = layoutWith({ 'headless-main': OUR_FIXTURES.json('mixedChromes') as PlaceholderItem[] });
    await preloadBlocks(collectComponentNames(layout));
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(visitor).toContain('Reefer plugs on every berth');
    expect(visitor).toContain('Book a berth window');
    const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
    expect(editor.match(/chrometype="rendering"[^>]*kind="open"/g)).toHaveLength(3);
    expect(editor).toContain('data-missing-component="BerthSchedule"');
  });

  it("renders the default of a personalised rendering (variants are the personalisation step's)", async () => {
    const layout = OUR_FIXTURES.layout('personalised');
    await preloadBlocks(collectComponentNames(layout));
    const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(html).toContain('Cold chain for every shipper');
    expect(html).not.toContain('Cold chain for shipping lines');
  });
});
