import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentRendering } from '../cms/types.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { RouteFieldsProvider } from './context/route-fields.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { islandPropsOf, type IslandDeclaration } from './island.ts';

const declaration: IslandDeclaration = { load: 'visible', routeFields: ['headerTheme'] };

function propsScript(rendering: ComponentRendering, scope: string, routeFields: Record<string, unknown>): string {
  const html = renderToString(
    <RouteFieldsProvider fields={routeFields}>
      <IslandRoot declaration={declaration} rendering={rendering} scope={scope} folder="promo">
        <p>block</p>
      </IslandRoot>
    </RouteFieldsProvider>,
  );
  return /<script type="application\/json" data-island-props="[^"]+">(.*?)<\/script>/s.exec(html)![1]!;
}

describe('IslandRoot', () => {
  it('writes the island props beside the root, the same for every render of the same sources', () => {
    const rendering: ComponentRendering = { uid: 'u', componentName: 'Promo', fields: { title: { value: '<b>Hi</b> & bye' } }, placeholders: { x: [] } };
    const route = { headerTheme: { value: 'dark' }, other: { value: 'not sent' } };
    const expected = serializeForScript(islandPropsOf(rendering, 'b1', declaration, route));
    expect(propsScript(rendering, 'b1', route)).toBe(expected);
    expect(propsScript(rendering, 'b1', route)).toBe(expected);
    expect(expected).not.toContain('not sent');
    // Another scope, other route fields: their own props.
    expect(propsScript(rendering, 'b2', route)).toBe(serializeForScript(islandPropsOf(rendering, 'b2', declaration, route)));
    const light = { headerTheme: { value: 'light' } };
    expect(propsScript(rendering, 'b1', light)).toContain('"light"');
  });
});
