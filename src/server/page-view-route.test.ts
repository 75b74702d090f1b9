import { describe, expect, it } from 'vitest';
import { parsePageViewEvent } from './page-view-route.ts';

const EVENT = { channel: 'WEB', currency: 'USD', page: 'about', pageVariantId: '3e0a2f20b3255e57881fff6648d08575_en_default', language: 'en' };

describe('parsePageViewEvent', () => {
  it('takes the five fields of the spec', () => {
    expect(parsePageViewEvent(EVENT)).toEqual(EVENT);
    expect(parsePageViewEvent({ ...EVENT, page: '', language: 'da-DK' })).toEqual({ ...EVENT, page: '', language: 'da-DK' });
  });

  it.each([
    ['not an object', [EVENT], /JSON object/],
    ['another key', { ...EVENT, email: 'a@b.c' }, /unknown keys "email"/],
    ['another channel', { ...EVENT, channel: 'APP' }, /channel must be WEB/],
    ['another currency', { ...EVENT, currency: 'EUR' }, /currency must be USD/],
    ['a page that is not text', { ...EVENT, page: 5 }, /page must be/],
    ['a long page', { ...EVENT, page: 'x'.repeat(201) }, /page must be/],
    ['a variant id with other characters', { ...EVENT, pageVariantId: 'A B' }, /pageVariantId/],
    ['a language that is not one', { ...EVENT, language: 'english!' }, /language/],
    ['a missing field', { channel: 'WEB', currency: 'USD' }, /page must be/],
  ])('refuses %s', (_name, body, problem) => {
    const parsed = parsePageViewEvent(body);
    expect('problem' in parsed && parsed.problem).toMatch(problem);
  });
});
