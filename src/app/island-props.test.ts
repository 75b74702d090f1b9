import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../lib/serialize.ts';
import { IslandPropsCollector } from './island-props.tsx';
import { islandPropsHash } from './island.ts';

describe('IslandPropsCollector', () => {
  it('makes one JSON object of every island, scopes sorted, values as written for a script', () => {
    const collector = new IslandPropsCollector();
    collector.add('bz', serializeForScript({ scope: 'bz', text: '</script><b>&' }));
    collector.add('ba', serializeForScript({ scope: 'ba' }));
    collector.add('ba', serializeForScript({ scope: 'ba' }));
    const json = collector.toJson();
    expect(json).toBe('{"ba":{"scope":"ba"},"bz":{"scope":"bz","text":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}}');
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ ba: { scope: 'ba' }, bz: { scope: 'bz', text: '</script><b>&' } });
    expect(new IslandPropsCollector().toJson()).toBe('{}');
  });
});

describe('islandPropsHash', () => {
  it('is the same for props fetched and parsed again, and differs for other props', () => {
    const props = { rendering: { componentName: 'X', fields: { a: { value: '<i>ü\u2028</i>' }, 10: 1, 2: 0 } }, scope: 'b1' };
    const written = serializeForScript(props);
    expect(islandPropsHash(serializeForScript(JSON.parse(written)))).toBe(islandPropsHash(written));
    expect(islandPropsHash(serializeForScript({ ...props, scope: 'b2' }))).not.toBe(islandPropsHash(written));
    expect(islandPropsHash(written)).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
