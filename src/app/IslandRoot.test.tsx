import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ComponentRendering } from '../cms/types.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { RouteFieldsProvider } from './context/route-fields.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { islandPropsHash, islandPropsOf, type IslandDeclaration } from './island.ts';
import { IslandPropsCollector, IslandPropsModeProvider, type IslandPropsMode } from './island-props.tsx';

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

  describe('where the props go', () => {
    const rendering: ComponentRendering = { uid: 'm', componentName: 'Promo', fields: { title: { value: 'a </script> b' } } };
    const route = { headerTheme: { value: 'dark' } };
    const expected = serializeForScript(islandPropsOf(rendering, 'b9', declaration, route));
    const render = (mode?: IslandPropsMode) => {
      const root = (
        <RouteFieldsProvider fields={route}>
          <IslandRoot declaration={declaration} rendering={rendering} scope="b9" folder="promo">
            <p>block</p>
          </IslandRoot>
        </RouteFieldsProvider>
      );
      return renderToString(mode === undefined ? root : <IslandPropsModeProvider mode={mode}>{root}</IslandPropsModeProvider>);
    };
    const rootTag = (html: string) => /<div [^>]*data-island="promo"[^>]*>/.exec(html)![0];

    it('inline (the default, and said so): the script after the root, no hash', () => {
      for (const html of [render(), render('inline')]) {
        expect(html).toContain(`<script type="application/json" data-island-props="b9">${expected}</script>`);
        expect(rootTag(html)).not.toContain('data-island-props-hash');
      }
    });

    it('deferred: no script; the same root attributes plus a hash of the props', () => {
      const html = render('deferred');
      expect(html).not.toContain('data-island-props=');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('dark');
      const inlineRoot = rootTag(render('inline'));
      expect(rootTag(html)).toBe(inlineRoot.replace(' style=', ` data-island-props-hash="${islandPropsHash(expected)}" style=`));
    });

    it('collect: hands the props to the collector, as inline would write them', () => {
      const collector = new IslandPropsCollector();
      const html = render(collector);
      expect(html).not.toContain('<script');
      expect(collector.size).toBe(1);
      expect(collector.toJson()).toBe(`{"b9":${expected}}`);
      expect(JSON.parse(collector.toJson())).toEqual({ b9: islandPropsOf(rendering, 'b9', declaration, route) });
    });
  });
});
