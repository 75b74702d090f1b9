// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { __PRIVATE__ } from 'styled-components';
import { renderToString } from 'react-dom/server';
import { adoptServerStyles, namesInServerCss } from './adopt-server-styles.ts';
import { RequestStyleSheet, RequestStyles } from '../server/request-style-sheet.ts';
import { StyleCache } from '../server/style-cache.ts';
import { groupMarker, groupOf, rulesText } from '../server/styled-internals.ts';

const Badge = styled.span<{ $on: boolean }>`
  color: ${(p) => (p.$on ? 'green' : 'grey')};
`;

/** The server's tag for a render of `element`, as a page writes it. */
function serverTagFor(element: React.ReactElement): { html: string; tag: string } {
  const sheet = new RequestStyleSheet(new StyleCache());
  const html = renderToString(<RequestStyles sheet={sheet}>{element}</RequestStyles>);
  return { html, tag: sheet.takeStyles() };
}

/** Every rule text in the browser's own sheets (not the server's tags). */
function browserRules(): string[] {
  return [...document.querySelectorAll('style')]
    .filter((tag) => !tag.textContent?.includes('data-styled.g'))
    .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).concat(tag.textContent ? [tag.textContent] : []));
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('adoptServerStyles', () => {
  it('reads the component ids and class names the server wrote after each group', () => {
    const css =
      rulesText(['.a1{top:0;}']) +
      groupMarker(groupOf('adopt-read-a'), 'adopt-read-a', ['a1', 'a2']) +
      rulesText(['.b1{top:1px;}']) +
      groupMarker(groupOf('adopt-read-b'), 'adopt-read-b', ['b1']);
    expect(namesInServerCss(css)).toEqual([
      ['adopt-read-a', 'a1'],
      ['adopt-read-a', 'a2'],
      ['adopt-read-b', 'b1'],
    ]);
    expect(namesInServerCss('.x{top:0;}')).toEqual([]);
  });

  it("leaves the server's tag in place, where styled-components' own take-over would move its rules", () => {
    const { tag } = serverTagFor(<Badge $on={false} />);
    document.head.innerHTML = tag;
    const serverTag = document.head.querySelector('style');
    __PRIVATE__.mainSheet.rehydrate();
    expect(serverTag?.isConnected).toBe(true);
    // The same tag as ServerStyleSheet's "true" mark is taken over and removed.
    document.head.innerHTML = tag.replace('data-styled="active"', 'data-styled="true"');
    const stock = document.head.querySelector('style');
    const probe = new __PRIVATE__.StyleSheet();
    probe.rehydrate();
    expect(stock?.isConnected).toBe(false);
  });

  it('a component rendering a class name the server sent inserts nothing; a state the server did not render is added', async () => {
    const { html, tag } = serverTagFor(<Badge $on={false} />);
    document.head.innerHTML = tag;
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    adoptServerStyles();
    const before = browserRules().join('');

    const client = createRoot(root);
    await act(async () => client.render(<Badge $on={false} />));
    expect(browserRules().join('')).toBe(before);
    expect(browserRules().join('')).not.toContain('grey');

    await act(async () => client.render(<Badge $on={true} />));
    expect(browserRules().join('')).toContain('green');
    expect(document.head.querySelector('style')?.textContent).toBe(tag.replace(/^<style[^>]*>|<\/style>$/g, ''));
    act(() => client.unmount());
  });
});
