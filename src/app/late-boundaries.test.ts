// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { watchLateBoundaries } from './late-boundaries.ts';

/** What React's $RC does when it reveals a boundary: moves the holder's children in place of the fallback. */
function reveal(holderId: string, fallbackId: string) {
  const holder = document.getElementById(holderId)!;
  const fallback = document.getElementById(fallbackId)!;
  while (holder.firstChild) fallback.parentNode!.insertBefore(holder.firstChild, fallback);
  fallback.remove();
  holder.remove();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchLateBoundaries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands a boundary revealed after the document is complete to discover, then stops watching', async () => {
    document.body.innerHTML = `
      <main><template id="B:0"></template><p id="fallback">…</p></main>
      <div hidden id="S:0"><section><div data-island="news-highlight"></div></section></div>`;
    expect(document.readyState).toBe('complete');
    const seen: string[] = [];
    watchLateBoundaries((node) => {
      node.querySelectorAll('[data-island]').forEach((root) => seen.push(root.getAttribute('data-island')!));
      if (node instanceof Element && node.hasAttribute('data-island')) seen.push(node.getAttribute('data-island')!);
    });
    // Still hidden: the runtime's own check skips it; once revealed, it is handed over.
    seen.length = 0;
    reveal('S:0', 'fallback');
    await flush();
    expect(seen).toEqual(['news-highlight']);
    // No holder left: later additions (an island's own rendering) are not watched any more.
    document.querySelector('main')!.append(Object.assign(document.createElement('div'), { innerHTML: '<div data-island="x"></div>' }));
    await flush();
    expect(seen).toEqual(['news-highlight']);
  });

  it('hands over the content of a boundary revealed inside an island root, as well', async () => {
    document.body.innerHTML = `
      <main><div data-island="card-carousel"><!--$~--><template id="B:1"></template><!--/$--></div></main>
      <div hidden id="S:1"><section></section></div>`;
    const handed: Node[] = [];
    watchLateBoundaries((node) => handed.push(node));
    expect(handed).toEqual([document]); // the look at the whole document once it is complete
    handed.length = 0;
    const holder = document.getElementById('S:1')!;
    const template = document.getElementById('B:1')!;
    holder.remove();
    template.parentNode!.insertBefore(holder.firstChild!, template);
    template.remove();
    await flush();
    expect(handed.map((node) => (node as Element).tagName)).toEqual(['SECTION']);
    expect((handed[0] as Element).closest('[data-island]')?.getAttribute('data-island')).toBe('card-carousel');
  });

  it('does not watch a complete document without holders', async () => {
    document.body.innerHTML = '<main></main>';
    const seen: ParentNode[] = [];
    watchLateBoundaries((node) => seen.push(node));
    document.querySelector('main')!.innerHTML = '<div data-island="x"></div>';
    await flush();
    expect(seen).toEqual([]);
  });
});
