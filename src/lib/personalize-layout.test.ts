import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as SdkPersonalize from '@sitecore-content-sdk/content/personalize';
import { deepFreeze } from '../lib/deep-freeze.ts';
import { OUR_FIXTURES } from '../cms/test-support/protocol-fixtures.ts';
import { describePersonalizeOver } from './personalize-layout.suite.ts';
import { choiceKey, choiceOf, DEFAULT_CHOICE, DEFAULT_VARIANT, HIDDEN_RENDERING_NAME, layoutVariantIds, personalizeLayout } from './personalize-layout.ts';
import type { ComponentRendering, LayoutServiceData } from '../cms/types.ts';

// The SDK's CommonJS build (see test/sitecore-sdk-conformance.test.ts for why not its ESM one).
const require = createRequire(import.meta.url);
const sdk = require('@sitecore-content-sdk/content/personalize') as typeof SdkPersonalize;

const PAGE_A = '5f0c3a1e9b7d4c2a8e6f1d3b5a7c9e0f';
const PAGE_B = '9a1d2c3b4e5f60718293a4b5c6d7e8f9';
const TEASER = '1f2e3d4c5b6a79880716253443526170';
const COMPONENT = `${TEASER}_0a1b2c3d4e5f60718293a4b5c6d7e8f9`;

const layoutOf = (placeholders: Record<string, unknown[]>, pageEditing = false): LayoutServiceData =>
  ({ sitecore: { context: { pageEditing, language: 'en' }, route: { name: 'home', itemId: 'home-id', placeholders } } }) as LayoutServiceData;

const hero = (title: string, extra: Partial<ComponentRendering> = {}): ComponentRendering => ({
  uid: 'hero-uid',
  componentName: 'HeroBanner',
  dataSource: `/data/${title}`,
  fields: { title: { value: title } },
  ...extra,
});

function sample(pageEditing = false): LayoutServiceData {
  return layoutOf(
    {
      'headless-hero': [
        hero('Default', {
          experiences: {
            [PAGE_A]: hero('Jeddah'),
            [PAGE_B]: { componentName: null, dataSource: null },
          },
        }),
      ],
      'headless-main': [
        { uid: 'text', componentName: 'RichText', fields: { text: { value: 'Same for all' } } },
        {
          uid: 'container',
          componentName: 'Container',
          placeholders: {
            inner: [
              {
                uid: TEASER,
                componentName: 'Promo',
                fields: { title: { value: 'Default promo' } },
                experiences: { [COMPONENT]: { uid: TEASER, componentName: 'Promo', fields: { title: { value: 'Welcome back' } } } },
              },
            ],
          },
        },
        // Shown only to the campaign's visitors: no default.
        {
          uid: 'banner',
          componentName: '',
          experiences: { [PAGE_B]: { uid: 'banner', componentName: 'Banner', fields: { title: { value: 'Green corridor' } } } },
        },
      ],
    },
    pageEditing,
  );
}

const names = (layout: LayoutServiceData, placeholder: string) =>
  (layout.sitecore.route!.placeholders![placeholder] as ComponentRendering[]).map((item) => `${item.componentName}:${JSON.stringify(item.fields ?? null)}`);

describe('layoutVariantIds', () => {
  it('lists every experience key, page variants first, each once, nested placeholders too', () => {
    expect(layoutVariantIds(sample())).toEqual([PAGE_A, PAGE_B, COMPONENT]);
    expect(layoutVariantIds(layoutOf({ main: [{ componentName: 'RichText' }] }))).toEqual([]);
    expect(layoutVariantIds(null)).toEqual([]);
  });
});

describe('personalizeLayout', () => {
  it("shows a page variant's experiences, hides what it hides, and leaves the rest alone", () => {
    const layout = deepFreeze(sample());
    const jeddah = personalizeLayout(layout, { variantId: PAGE_A, componentVariantIds: [] });
    expect(jeddah.sitecore.context.variantId).toBe(PAGE_A);
    expect(names(jeddah, 'headless-hero')).toEqual(['HeroBanner:{"title":{"value":"Jeddah"}}']);
    // The banner without a default stays hidden; the untouched rich text is the same object.
    expect(jeddah.sitecore.route!.placeholders!['headless-main']).toHaveLength(2);
    expect(jeddah.sitecore.route!.placeholders!['headless-main']![0]).toBe(layout.sitecore.route!.placeholders!['headless-main']![0]);

    const campaign = personalizeLayout(layout, { variantId: PAGE_B, componentVariantIds: [] });
    expect(names(campaign, 'headless-hero')).toEqual([]);
    expect(names(campaign, 'headless-main')[2]).toBe('Banner:{"title":{"value":"Green corridor"}}');
  });

  it('shows a component variant inside a nested placeholder, and the default elsewhere', () => {
    const chosen = personalizeLayout(sample(), { variantId: DEFAULT_VARIANT, componentVariantIds: [COMPONENT] });
    const container = chosen.sitecore.route!.placeholders!['headless-main']![1] as ComponentRendering;
    expect((container.placeholders!.inner![0] as ComponentRendering).fields).toEqual({ title: { value: 'Welcome back' } });
    expect(names(chosen, 'headless-hero')).toEqual(['HeroBanner:{"title":{"value":"Default"}}']);
  });

  it('gives editors a Hidden Rendering where visitors get nothing', () => {
    const editing = personalizeLayout(sample(true), { variantId: PAGE_B, componentVariantIds: [] });
    expect(names(editing, 'headless-hero')).toEqual([`${HIDDEN_RENDERING_NAME}:{"title":{"value":"Default"}}`]);
  });

  it('hands the same rendering objects to every request of a variant (the block memo keys on them)', () => {
    const layout = deepFreeze(sample());
    const first = personalizeLayout(layout, DEFAULT_CHOICE);
    const second = personalizeLayout(layout, DEFAULT_CHOICE);
    expect(first.sitecore.route!.placeholders!['headless-hero']![0]).toBe(second.sitecore.route!.placeholders!['headless-hero']![0]);
    expect(first.sitecore.route!.placeholders!['headless-hero']![0]).not.toBe(layout.sitecore.route!.placeholders!['headless-hero']![0]);
  });

  it("agrees with Sitecore's personalizeLayout on any layout and choice (fast-check)", () => {
    const ids = [PAGE_A, PAGE_B, COMPONENT, `${TEASER}_ffffffffffffffffffffffffffffffff`];
    const leaf = fc.record({
      uid: fc.constantFrom('a', 'b', 'c'),
      componentName: fc.constantFrom('RichText', 'Promo', ''),
      fields: fc.record({ n: fc.nat(9) }),
    });
    const rendering: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
      node: fc.record(
        {
          uid: fc.constantFrom('a', 'b', 'c'),
          componentName: fc.constantFrom('Container', 'RichText', '', null),
          fields: fc.record({ n: fc.nat(9) }),
          // An experience may be a leaf, hidden, or a rendering with placeholders (and experiences) of its own.
          experiences: fc.dictionary(fc.constantFrom(...ids), fc.oneof(leaf, fc.constant({ componentName: null, dataSource: null }), tie('node')), {
            maxKeys: 3,
          }),
          placeholders: fc.dictionary(fc.constantFrom('inner', 'side'), fc.array(tie('node'), { maxLength: 3 }), { maxKeys: 2 }),
        },
        { requiredKeys: ['uid'] },
      ),
    })).node;
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('headless-hero', 'headless-main'), fc.array(rendering, { maxLength: 4 })),
        fc.shuffledSubarray(ids),
        fc.boolean(),
        (placeholders, chosen, pageEditing) => {
          const layout = layoutOf(placeholders as Record<string, unknown[]>, pageEditing);
          // Theirs groomed as the SDK grooms a rewrite's ids; ours through choiceOf.
          const groomed = sdk.getGroomedVariantIds(chosen);
          const theirs = structuredClone(layout);
          sdk.personalizeLayout(theirs as never, groomed.variantId, groomed.componentVariantIds);
          const choice = choiceOf(chosen, ids);
          const ours = personalizeLayout(deepFreeze(structuredClone(layout)), choice);
          expect(JSON.parse(JSON.stringify(ours))).toEqual(JSON.parse(JSON.stringify(theirs)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('choiceOf', () => {
  it("takes the page's own ids: one page variant, any component variants", () => {
    expect(choiceOf([PAGE_B, COMPONENT, 'unknown'], [PAGE_A, PAGE_B, COMPONENT])).toEqual({ variantId: PAGE_B, componentVariantIds: [COMPONENT] });
    // Two page variants: the last, as the SDK's getGroomedVariantIds keeps it.
    expect(choiceOf([PAGE_A, PAGE_B], [PAGE_A, PAGE_B]).variantId).toBe(PAGE_B);
    expect(choiceOf(['nope'], [PAGE_A])).toEqual(DEFAULT_CHOICE);
    expect(choiceKey({ variantId: PAGE_A, componentVariantIds: ['z_1', 'a_1'] })).toBe(`${PAGE_A}+a_1+z_1`);
  });
});

describePersonalizeOver(OUR_FIXTURES);
