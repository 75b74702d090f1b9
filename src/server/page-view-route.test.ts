import { describe, expect, it } from 'vitest';
import { parsePageViewEvent } from './page-view-route.ts';

const EVENT = { channel: 'WEB', currency: 'USD', page: 'about', pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_default', language: 'en' };

describe('parsePageViewEvent', () => {
  it('takes the five fields of the spec', () => {
    expect(parsePageViewEvent(EVENT)).toEqual(EVENT);
    const danish = { ...EVENT, page: '', language: 'da-DK', pageVariantId: '3e0a2f20b3255e57881fff6648d08575_da_dk_default' };
    expect(parsePageViewEvent(danish)).toEqual(danish);
    // The variant shown (issue 29): a page variant's id.
    const variant = { ...EVENT, pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_5f0c3a1e9b7d4c2a8e6f1d3b5a7c9e0f' };
    expect(parsePageViewEvent(variant)).toEqual(variant);
  });

  it.each([
    ['not an object', [EVENT], /JSON object/],
    ['another key', { ...EVENT, email: 'a@b.c' }, /unknown keys "email"/],
    ['another channel', { ...EVENT, channel: 'APP' }, /channel must be WEB/],
    ['another currency', { ...EVENT, currency: 'EUR' }, /currency must be USD/],
    ['a page that is not text', { ...EVENT, page: 5 }, /page must be/],
    ['a long page', { ...EVENT, page: 'x'.repeat(201) }, /page must be/],
    ['a variant id with other characters', { ...EVENT, pageVariantId: 'A B' }, /pageVariantId/],
    ['a variant id without the page', { ...EVENT, pageVariantId: 'en_default' }, /pageVariantId/],
    ['a variant that is not an id', { ...EVENT, pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_saudi' }, /pageVariantId/],
    ['a component variant', { ...EVENT, pageVariantId: `3e0a2f20b3255e57881fff6648d08575_en_${'a'.repeat(32)}_${'b'.repeat(32)}` }, /pageVariantId/],
    ["another language's variant id", { ...EVENT, pageVariantId: '3e0a2f20b3255e57881fff6648d08575_ar_default' }, /language/],
    ['a language that is not one', { ...EVENT, language: 'english!' }, /language/],
    ['a missing field', { channel: 'WEB', currency: 'USD' }, /page must be/],
  ])('refuses %s', (_name, body, problem) => {
    const parsed = parsePageViewEvent(body);
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });
});
