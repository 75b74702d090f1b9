import { describe, expect, it } from 'vitest';
import { BLOCK_HTML_ATTRIBUTE, BlockHtmlSlots } from './block-html-slots.ts';

const marker = (value: string) => `<template ${BLOCK_HTML_ATTRIBUTE}="${value}"></template>`;

describe('BlockHtmlSlots', () => {
  it('puts each kept HTML in place of its marker, in any order, bytes untouched around them', () => {
    const slots = new BlockHtmlSlots();
    const first = slots.add(Buffer.from('<section>العربية</section>'));
    const second = slots.add(Buffer.from('<p>two</p>'));
    const batch = Buffer.from(`<main>${marker(second)}<hr/>${marker(first)}</main>`);
    expect(slots.fill(batch).toString()).toBe('<main><p>two</p><hr/><section>العربية</section></main>');
  });

  it('leaves markers of another render, unknown numbers and broken markers as they are', () => {
    const slots = new BlockHtmlSlots();
    slots.add(Buffer.from('<p>kept</p>'));
    const other = new BlockHtmlSlots();
    const foreign = marker(`${other.token}:0`);
    const unknown = marker(`${slots.token}:7`);
    const broken = `<template ${BLOCK_HTML_ATTRIBUTE}="${slots.token}:0">x</template>`;
    const batch = Buffer.from(foreign + unknown + broken);
    expect(slots.fill(batch).toString()).toBe(batch.toString());
  });

  it('returns the same buffer when there is no marker', () => {
    const slots = new BlockHtmlSlots();
    const batch = Buffer.from('<div>nothing here</div>');
    expect(slots.fill(batch)).toBe(batch);
  });

  it('makes a new token for every render', () => {
    expect(new BlockHtmlSlots().token).not.toBe(new BlockHtmlSlots().token);
  });
});
