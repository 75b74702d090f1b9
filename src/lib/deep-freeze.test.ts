import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze.ts';

describe('deepFreeze', () => {
  it('freezes plain objects and arrays at every depth; a write throws', () => {
    const value = deepFreeze({ fields: { title: { value: 'Ports' } }, items: [{ id: 1 }, [2]] });
    expect(Object.isFrozen(value.fields.title)).toBe(true);
    expect(Object.isFrozen(value.items[1])).toBe(true);
    expect(() => {
      (value.fields.title as { value: string }).value = 'changed';
    }).toThrow(TypeError);
    expect(() => (value.items as unknown[]).push(3)).toThrow(TypeError);
    expect(value.fields.title.value).toBe('Ports');
  });

  it('leaves other objects (dates, maps) as they are, and ends on cycles', () => {
    const when = new Date(0);
    const cyclic: Record<string, unknown> = { when, map: new Map() };
    cyclic.self = cyclic;
    deepFreeze(cyclic);
    expect(Object.isFrozen(cyclic)).toBe(true);
    expect(Object.isFrozen(when)).toBe(false);
    expect(() => when.setTime(1)).not.toThrow();
  });

  it('returns primitives and null unchanged', () => {
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
  });
});
