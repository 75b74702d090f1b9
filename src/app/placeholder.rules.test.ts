import { describe, expect, it } from 'vitest';
import { chromeElementProps, isValidTagName, paramsOf, placeholderHasRenderings, placeholderItems, resolvePlaceholderKey } from './placeholder.rules.ts';
import type { PlaceholdersData } from '../cms/types.ts';

const ph = (...keys: string[]): PlaceholdersData => Object.fromEntries(keys.map((k) => [k, []]));

describe('resolvePlaceholderKey', () => {
  it('matches exact names first', () => {
    expect(resolvePlaceholderKey(ph('headless-main', 'container-{*}'), 'headless-main')).toBe('headless-main');
    expect(resolvePlaceholderKey(ph('container-1', 'container-{*}'), 'container-1')).toBe('container-1');
  });

  it('matches a wildcard key from a resolved name (SXA container-{*})', () => {
    expect(resolvePlaceholderKey(ph('container-{*}'), 'container-1')).toBe('container-{*}');
    expect(resolvePlaceholderKey(ph('container-{*}'), 'container-{8a3e2b}')).toBe('container-{*}');
    expect(resolvePlaceholderKey(ph('column-1-{*}', 'column-2-{*}'), 'column-2-7')).toBe('column-2-{*}');
    expect(resolvePlaceholderKey(ph('container-{*}'), 'containers')).toBeUndefined();
    expect(resolvePlaceholderKey(ph('container-{*}'), 'container-')).toBeUndefined();
  });

  it("fills {*} and {DynamicPlaceholderId} from the parent's DynamicPlaceholderId", () => {
    expect(resolvePlaceholderKey(ph('container-1'), 'container-{*}', { DynamicPlaceholderId: '1' })).toBe('container-1');
    expect(resolvePlaceholderKey(ph('column-1-3'), 'column-1-{DynamicPlaceholderId}', { DynamicPlaceholderId: '3' })).toBe('column-1-3');
    expect(resolvePlaceholderKey(ph('column-1-{*}'), 'column-1-{*}', { DynamicPlaceholderId: '3' })).toBe('column-1-{*}');
  });

  it('finds a resolved key when the block asks with a wildcard and no id', () => {
    expect(resolvePlaceholderKey(ph('column-1-5'), 'column-1-{*}')).toBe('column-1-5');
  });

  it('tolerates junk', () => {
    expect(resolvePlaceholderKey(undefined, 'x')).toBeUndefined();
    expect(resolvePlaceholderKey(null, 'x')).toBeUndefined();
    expect(resolvePlaceholderKey(ph('a'), '')).toBeUndefined();
    expect(placeholderItems({ a: 'nope' as never }, 'a')).toEqual([]);
    expect(placeholderItems({ a: [null as never, { componentName: 'X' }] }, 'a')).toEqual([{ componentName: 'X' }]);
  });
});

describe('placeholderHasRenderings', () => {
  it('counts renderings, not chrome elements, through dynamic keys', () => {
    const chrome = { name: 'code', type: 'text/sitecore', contents: '', attributes: {} };
    const container = (items: unknown[]) => ({ params: { DynamicPlaceholderId: '1' }, placeholders: { 'container-{*}': items as never } });
    expect(placeholderHasRenderings(container([{ componentName: 'RichText' }]), 'container-{*}')).toBe(true);
    expect(placeholderHasRenderings(container([chrome]), 'container-{*}')).toBe(false);
    expect(placeholderHasRenderings(container([]), 'container-{*}')).toBe(false);
    expect(placeholderHasRenderings(container([{ componentName: 'X' }]), 'column-1-{*}')).toBe(false);
    expect(placeholderHasRenderings(undefined, 'container-{*}')).toBe(false);
  });
});

describe('paramsOf', () => {
  it('keeps strings, stringifies numbers and booleans, drops the rest', () => {
    expect(paramsOf({ a: 'x', b: 2, c: true, d: null, e: { f: 1 } })).toEqual({ a: 'x', b: '2', c: 'true' });
    expect(paramsOf(null)).toEqual({});
    expect(paramsOf(['x'])).toEqual({});
  });
});

describe('chrome elements', () => {
  it('maps attributes to React props and drops unsafe ones', () => {
    expect(
      chromeElementProps({ class: 'scpm', chrometype: 'placeholder', 'data-selectable': 'true', onclick: 'x()', style: 'color:red', kind: undefined }),
    ).toEqual({ className: 'scpm', chrometype: 'placeholder', 'data-selectable': 'true' });
  });

  it('accepts element names only', () => {
    expect(isValidTagName('code')).toBe(true);
    expect(isValidTagName('script')).toBe(false);
    expect(isValidTagName('<img>')).toBe(false);
    expect(isValidTagName(3)).toBe(false);
  });
});
