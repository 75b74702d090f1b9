import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectComponentNames as collectFromLayout, toKebabCase } from './component-names.ts';
import { blockComponentNames, blockSourceFor, collectComponentNames, getLoadedBlock, isKnownBlock, knownBlockFolders, preloadBlocks } from './registry.ts';
import { layoutWith } from './testing.tsx';
import { OUR_FIXTURES } from '../cms/test-support/protocol-fixtures.ts';
import { describeComponentNamesOver } from './registry.suite.ts';

describe('toKebabCase', () => {
  it.each([
    ['HeroBanner', 'hero-banner'],
    ['RichText', 'rich-text'],
    ['CardCarousel', 'card-carousel'],
    ['NewsHighlight', 'news-highlight'],
    ['CTABanner', 'cta-banner'],
    ['Styleguide-FieldUsage-Text', 'styleguide-field-usage-text'],
    ['PartialDesignDynamicPlaceholder', 'partial-design-dynamic-placeholder'],
    ['Rich Text', 'rich-text'],
    ['Column2Splitter', 'column2-splitter'],
    ['  hero_banner ', 'hero-banner'],
  ])('%s -> %s', (name, folder) => {
    expect(toKebabCase(name)).toBe(folder);
  });
});

describe('registry', () => {
  it('maps CMS names to block folders, with aliases', () => {
    expect(knownBlockFolders()).toEqual(expect.arrayContaining(['card-carousel', 'hero-banner', 'news-highlight', 'rich-text']));
    expect(blockSourceFor('HeroBanner')).toBe('src/components/hero-banner/index.tsx');
    expect(blockSourceFor('RichText')).toBe('src/components/rich-text/index.tsx');
    expect(blockSourceFor('Carousel')).toBe('src/components/card-carousel/index.tsx');
    expect(blockSourceFor('NoSuchBlock')).toBeUndefined();
    expect(blockSourceFor('')).toBeUndefined();
    expect(isKnownBlock('NewsHighlight')).toBe(true);
    expect(isKnownBlock('Styleguide-Layout')).toBe(false);
  });

  it('names one component per block folder with an index.tsx, each of which the registry knows (the editing config answer)', () => {
    const folders = readdirSync(new URL('../components/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`../components/${entry.name}/index.tsx`, import.meta.url)))
      .map((entry) => entry.name);
    const names = blockComponentNames();
    expect(names).toHaveLength(folders.length);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['CardCarousel', 'HeroBanner', 'NewsHighlight', 'RichText']));
    for (const name of names) expect(isKnownBlock(name), name).toBe(true);
  });

  it('loads blocks on demand and ignores unknown names', async () => {
    await preloadBlocks(['HeroBanner', 'RichText', 'Unknown', '']);
    expect(typeof getLoadedBlock('HeroBanner')).toBe('function');
    expect(typeof getLoadedBlock('RichText')).toBe('function');
    expect(getLoadedBlock('Unknown')).toBeUndefined();
    await expect(preloadBlocks([])).resolves.toBeUndefined();
  });
});

describe('collectComponentNames', () => {
  it('walks nested placeholders and personalised variants, each name once', () => {
    const layout = layoutWith({
      'headless-main': [
        { componentName: 'Container', placeholders: { 'container-{*}': [{ componentName: 'RichText' }, { componentName: 'RichText' }] } },
        { componentName: 'Promo', experiences: { a: { componentName: 'HeroBanner' } } },
        { name: 'code', type: 'text/sitecore', contents: '', attributes: {} },
      ],
    });
    expect(collectComponentNames(layout)).toEqual(['Container', 'RichText', 'Promo', 'HeroBanner']);
  });

  it('survives a null route and junk', () => {
    expect(collectFromLayout({ sitecore: { context: {}, route: null } })).toEqual([]);
    expect(collectFromLayout(null)).toEqual([]);
    expect(collectFromLayout({ sitecore: { context: {}, route: { placeholders: { main: 'x' as never } } } })).toEqual([]);
  });
});

describeComponentNamesOver(OUR_FIXTURES, {
  sxaPage: ['PartialDesignDynamicPlaceholder', 'RichText', 'Navigation', 'TideTableSection', 'Image', 'Container', 'Promo'],
  nestedInLayout: 'Promo',
  personalised: ['Promo', 'HeroBanner'],
});
