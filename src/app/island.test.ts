import { describe, expect, it, vi } from 'vitest';
import type { ComponentRendering } from '../cms/types.ts';
import { islandRendering, type IslandDeclaration } from './island.ts';

describe('islandRendering', () => {
  const rendering = (): ComponentRendering => ({ uid: 'u1', componentName: 'Header', fields: { title: { value: 'T' }, extra: { value: 'x' } } });

  it('compacts a rendering once, however many requests render it', () => {
    const compactFields = vi.fn((fields: Readonly<Record<string, unknown>>) => ({ title: fields.title }));
    const declaration: IslandDeclaration = { load: 'eager', compactFields };
    const shared = rendering();
    const first = islandRendering(shared, declaration, false);
    expect(first.fields).toEqual({ title: { value: 'T' } });
    expect(islandRendering(shared, declaration, false)).toBe(first);
    expect(compactFields).toHaveBeenCalledTimes(1);
    // A rendering read anew (a CMS refresh) is compacted anew.
    const fresh = rendering();
    fresh.fields = { title: { value: 'New' } };
    expect(islandRendering(fresh, declaration, false).fields).toEqual({ title: { value: 'New' } });
    expect(compactFields).toHaveBeenCalledTimes(2);
  });

  it('keeps the CMS fields in edit mode and for islands without compact fields', () => {
    const shared = rendering();
    expect(islandRendering(shared, { load: 'eager', compactFields: () => ({}) }, true)).toBe(shared);
    expect(islandRendering(shared, { load: 'visible' }, false)).toBe(shared);
  });
});
