// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_BLOCK_ATTRIBUTE, revealFailedBlocks } from './failed-blocks.ts';
import { Placeholder } from './Placeholder.tsx';
import { preloadBlocks, registerBlock } from './registry.ts';
import { layoutWith, makePage, renderWithPage } from './testing.tsx';

function Exploding(): never {
  throw new Error('the datasource is gone');
}

const layout = layoutWith({
  main: [
    { uid: '1', componentName: 'ExplodingStatic' },
    { uid: '2', componentName: 'RichText', fields: { Text: { value: 'Still here' } } },
  ],
});

function renderMain(editing: boolean): string {
  const off = registerBlock('ExplodingStatic', Exploding);
  try {
    return renderWithPage(<Placeholder name="main" />, makePage(layout, { editing }));
  } finally {
    off();
  }
}

const notice = (name: string) =>
  `<template ${FAILED_BLOCK_ATTRIBUTE}="${name}"><div data-rendering-error="${name}">The component failed. <span data-failed-block-message="">Unknown error</span></div></template>`;

beforeAll(() => preloadBlocks(['RichText']));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('failed static blocks in edit mode', () => {
  it('shows editors the notice of a block that failed on the server, with its message', () => {
    document.body.innerHTML = renderMain(true);
    expect(document.querySelector('[data-rendering-error]')).toBeNull(); // inert until the page is complete
    expect(revealFailedBlocks(document)).toBe(1);
    const shown = document.querySelector('[data-rendering-error="ExplodingStatic"]');
    expect(shown?.textContent).toContain('the datasource is gone');
    expect(document.body.textContent).toContain('Still here');
    expect(revealFailedBlocks(document)).toBe(0);
  });

  it('writes no notice on visitors’ pages', () => {
    const html = renderMain(false);
    expect(html).not.toContain(FAILED_BLOCK_ATTRIBUTE);
    expect(html).not.toContain('data-rendering-error');
  });

  it('takes the message from the digest the server sets in production', () => {
    document.body.innerHTML = `<!--$!--><template data-dgst="Cannot read properties of undefined"></template>${notice('Promo')}<!--/$-->`;
    expect(revealFailedBlocks(document)).toBe(1);
    expect(document.querySelector('[data-failed-block-message]')?.textContent).toBe('Cannot read properties of undefined');
  });

  it('leaves a boundary that is still streaming, or one that rendered, alone', () => {
    document.body.innerHTML = `<!--$?--><template id="B:0"></template>${notice('Promo')}<!--/$--><div>${notice('Lone')}</div>`;
    expect(revealFailedBlocks(document)).toBe(0);
    expect(document.querySelectorAll(`template[${FAILED_BLOCK_ATTRIBUTE}]`)).toHaveLength(2);
  });
});
