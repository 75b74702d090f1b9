import { describe, expect, it } from 'vitest';
import type { LayoutServiceData } from '../cms/types.ts';
import { findRendering, FRAGMENT_PLACEHOLDER, matchesComponentName, trimLayoutTo } from './fragment.rules.ts';

describe('matchesComponentName', () => {
  it.each([
    ['HeroBanner', 'hero-banner', true],
    ['HeroBanner', 'HeroBanner', true],
    ['HeroBanner', 'heroBanner', true],
    ['HeroBanner', 'HERO-BANNER', true],
    ['CTABanner', 'cta-banner', true],
    ['HeroBanner', 'herobanner', false],
    ['HeroBanner', 'hero', false],
    ['RichText', 'hero-banner', false],
    ['HeroBanner', '', false],
    ['', 'hero-banner', false],
    [undefined, 'hero-banner', false],
    [42, 'hero-banner', false],
  ])('%s answers to %s: %s', (componentName, wanted, expected) => {
    expect(matchesComponentName(componentName, wanted)).toBe(expected);
  });
});

const layout = (placeholders: Record<string, unknown[]>, fields: Record<string, unknown> = {}): LayoutServiceData =>
  ({ sitecore: { context: { language: 'en' }, route: { name: 'Home', fields, placeholders } } }) as LayoutServiceData;

describe('findRendering', () => {
  const page = layout({
    'headless-header': [],
    'headless-main': [
      { name: 'code', contents: null, attributes: {} },
      { uid: 'a', componentName: 'Container', placeholders: { 'column-1': [{ uid: 'b', componentName: 'HeroBanner' }] } },
      { uid: 'c', componentName: 'HeroBanner' },
      { uid: 'd', componentName: 'RichText' },
    ],
    'headless-footer': [{ uid: 'e', componentName: 'RichText' }],
  });

  it('finds the first match depth first, nested placeholders before later siblings', () => {
    expect(findRendering(page, 'hero-banner')?.uid).toBe('b');
    expect(findRendering(page, 'RichText')?.uid).toBe('d');
    expect(findRendering(page, 'container')?.uid).toBe('a');
  });

  it('is undefined when nothing matches or there is no route', () => {
    expect(findRendering(page, 'news-highlight')).toBeUndefined();
    expect(findRendering({ sitecore: { context: {}, route: null } }, 'hero-banner')).toBeUndefined();
    expect(findRendering(null, 'hero-banner')).toBeUndefined();
  });

  it('survives odd shapes', () => {
    const odd = { sitecore: { context: {}, route: { name: 'x', placeholders: { a: 'nope', b: [null, 1, { componentName: 'HeroBanner', uid: 'z' }] } } } };
    expect(findRendering(odd as unknown as LayoutServiceData, 'hero-banner')?.uid).toBe('z');
  });
});

describe('trimLayoutTo', () => {
  const page = layout(
    {
      'headless-header': [{ uid: 'h', componentName: 'Header' }],
      'headless-main': [{ uid: 'm', componentName: 'HeroBanner' }],
    },
    { theme: { value: 'drydocks' }, browserTitle: { value: 'Home' }, headScripts: { value: '<script></script>' }, openGraphTitle: { value: 'x' } },
  );

  it('keeps only the target placeholder', () => {
    const trimmed = trimLayoutTo(page, { placeholder: 'headless-header' })!;
    expect(trimmed.sitecore.route!.placeholders).toEqual({ 'headless-header': [{ uid: 'h', componentName: 'Header' }] });
    expect(trimmed.sitecore.context).toEqual(page.sitecore.context);
  });

  it('an absent placeholder is an empty one', () => {
    expect(trimLayoutTo(page, { placeholder: 'headless-footer' })!.sitecore.route!.placeholders).toEqual({ 'headless-footer': [] });
  });

  it('keeps only the target rendering, in the fragment placeholder', () => {
    const trimmed = trimLayoutTo(page, { componentName: 'hero-banner' })!;
    expect(trimmed.sitecore.route!.placeholders).toEqual({ [FRAGMENT_PLACEHOLDER]: [{ uid: 'm', componentName: 'HeroBanner' }] });
    expect(findRendering(trimmed, 'hero-banner')?.uid).toBe('m');
  });

  it('drops the page shell fields, keeps the rest (the theme)', () => {
    const trimmed = trimLayoutTo(page, { placeholder: 'headless-header' })!;
    expect(trimmed.sitecore.route!.fields).toEqual({ theme: { value: 'drydocks' } });
  });

  it('is undefined for a missing rendering, no route or no target', () => {
    expect(trimLayoutTo(page, { componentName: 'news-highlight' })).toBeUndefined();
    expect(trimLayoutTo({ sitecore: { context: {}, route: null } }, { placeholder: 'headless-header' })).toBeUndefined();
    expect(trimLayoutTo(page, {})).toBeUndefined();
  });

  it('leaves the original layout alone', () => {
    const before = structuredClone(page);
    trimLayoutTo(page, { componentName: 'hero-banner' });
    expect(page).toEqual(before);
  });
});
