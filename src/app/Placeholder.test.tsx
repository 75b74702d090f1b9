import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentRendering, LayoutServiceData, PlaceholderItem } from '../cms/types.ts';
import { Placeholder } from './Placeholder.tsx';
import { PageLayout } from './PageLayout.tsx';
import { collectComponentNames, preloadBlocks, registerBlock, type BlockProps } from './registry.ts';
import {
  collectingLogger,
  fixturesAvailable,
  layoutFixtures,
  layoutWith,
  makePage,
  readFixture,
  renderWithPage,
  FIXTURES_DIR,
} from './testing.tsx';

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

const unregister: (() => void)[] = [];
beforeAll(async () => {
  unregister.push(registerBlock('Container', TestContainer), registerBlock('PartialDesignDynamicPlaceholder', TestPartialDesign));
  await preloadBlocks(['RichText', 'HeroBanner', 'CardCarousel', 'NewsHighlight']);
});
afterAll(() => unregister.forEach((fn) => fn()));

const chrome = (attributes: Record<string, string>, contents = ''): PlaceholderItem => ({
  name: 'code',
  type: 'text/sitecore',
  contents,
  attributes: { type: 'text/sitecore', ...attributes },
});

describe('Placeholder', () => {
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

  it('tolerates fields sent as an array and odd params', () => {
    const layout = layoutWith({
      main: [{ uid: '1', componentName: 'RichText', fields: [{ a: 1 }] as never, params: { Styles: 3 as never } }],
    });
    expect(() => renderWithPage(<Placeholder name="main" />, makePage(layout, { editing: true }))).not.toThrow();
  });
});

describe(`Placeholder over the Sitecore fixtures (${FIXTURES_DIR})`, () => {
  it('has the fixtures to read', () => expect(fixturesAvailable, `${FIXTURES_DIR} is present`).toBe(true));
  const fixtures = layoutFixtures();

  it.each(fixtures.map((f) => [f.name, f.layout] as const))('%s renders in normal and edit mode', async (_name, layout) => {
    await preloadBlocks(collectComponentNames(layout));
    for (const editing of [false, true]) {
      const logger = collectingLogger();
      const html = renderWithPage(<PageLayout />, makePage(layout, { editing }), { logger });
      expect(typeof html).toBe('string');
      if (!editing) {
        expect(html).not.toContain('text/sitecore');
        expect(html).not.toContain('scWebEditInput');
        expect(html).not.toContain('Missing component');
      }
      if (editing && layout.sitecore.route?.placeholders && Object.keys(layout.sitecore.route.placeholders).length > 0) {
        expect(html).toMatch(/Missing component|data-block=|Empty placeholder|text\/sitecore/);
      }
    }
  });

  it('edit.json shows its chromes and editable markup to editors only', () => {
    const layout = readFixture('edit.json') as LayoutServiceData;
    const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
    expect(editor).toContain('chrometype="placeholder"');
    expect(editor).toContain('chrometype="rendering"');
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(visitor).not.toContain('chrometype');
  });

  it('mixedComponentsEditChromes.json (a placeholder array) renders in both modes', () => {
    const items = readFixture('mixedComponentsEditChromes.json') as PlaceholderItem[];
    const layout = layoutWith({ 'jss-main': items });
    const editor = renderWithPage(<PageLayout />, makePage(layout, { editing: true }));
    expect(editor).toContain('chrometype="rendering"');
    const visitor = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(visitor).not.toContain('text/sitecore');
  });

  it('headlessSxa.json renders the rich text inside container-{*} placeholders', async () => {
    const layout = readFixture('headlessSxa.json') as LayoutServiceData;
    await preloadBlocks(collectComponentNames(layout));
    const logger = collectingLogger();
    const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }), { logger });
    // Every RichText of the page, including those in the header partial design and containers.
    const richTexts = collectRichTexts(layout.sitecore.route!.placeholders!);
    expect(richTexts.length).toBeGreaterThanOrEqual(5);
    expect(html.match(/data-block="rich-text"/g)?.length).toBe(richTexts.length);
    // Unknown SXA blocks warn, never throw; the SXA blocks we have render (Navigation's fields are an array).
    const warned = logger.entries.filter((e) => e.level === 'warn').map((e) => (e.obj as { component: string }).component);
    expect(warned).toContain('HeadlineBarSection');
    for (const block of ['Navigation', 'Promo', 'Image', 'Container', 'PartialDesignDynamicPlaceholder']) expect(warned).not.toContain(block);
    expect(html).toContain('data-block="navigation"');
    expect(html.match(/data-block="promo"/g)).toHaveLength(2);
    expect(html).toContain('data-block="image"');
  });

  it('the unknown-component fixture shows the box in edit mode', () => {
    const layout = readFixture('jss-react-metadata-data.layoutDataWithUnknownComponent.json') as LayoutServiceData;
    expect(renderWithPage(<PageLayout />, makePage(layout))).toContain('Missing component');
    expect(renderWithPage(<PageLayout />, makePage(layout, { editing: false }))).not.toContain('Missing component');
  });

  it('the empty-placeholder fixture shows a drop zone in edit mode', () => {
    const layout = readFixture('jss-react-metadata-data.layoutDataWithEmptyPlaceholder.json') as LayoutServiceData;
    expect(renderWithPage(<PageLayout />, makePage(layout))).toContain('data-empty-placeholder="main"');
  });

  it('the column splitter fixture renders column-1-{*} as a top-level placeholder', async () => {
    const layout = readFixture('jss-react-non-ee-data.sxaRenderingColumnSplitterVariant.json') as LayoutServiceData;
    await preloadBlocks(['RichText']);
    const html = renderWithPage(<PageLayout />, makePage(layout, { editing: false }));
    expect(html).toContain('Test RichText');
    expect(html).toContain('test-css-class-y');
  });
});

function collectRichTexts(placeholders: Record<string, PlaceholderItem[]>): ComponentRendering[] {
  const out: ComponentRendering[] = [];
  for (const items of Object.values(placeholders)) {
    for (const item of items) {
      if (!('componentName' in item)) continue;
      if (item.componentName === 'RichText') out.push(item);
      if (item.placeholders) out.push(...collectRichTexts(item.placeholders));
    }
  }
  return out;
}
