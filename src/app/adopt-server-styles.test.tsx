// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
});

afterEach(() => {
  vi.restoreAllMocks();
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
    // What the browser's sheet is asked to insert (its own tag may belong to another test's
    // document: the module, and so the sheet, is shared by the files of a worker).
    const inserted = vi.spyOn(__PRIVATE__.mainSheet, 'insertRules');

    const client = createRoot(root);
    await act(async () => client.render(<Badge $on={false} />));
    expect(inserted).not.toHaveBeenCalled();

    await act(async () => client.render(<Badge $on={true} />));
    expect(inserted).toHaveBeenCalledOnce();
    expect(inserted.mock.calls[0]![0]).toBe(Badge.styledComponentId);
    expect(inserted.mock.calls[0]![2].join('')).toContain('color:green');
    // The server's tag is as it came.
    expect(document.head.querySelector('style')?.textContent).toBe(tag.replace(/^<style[^>]*>|<\/style>$/g, ''));
    act(() => client.unmount());
  });
});
