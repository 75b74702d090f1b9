import { describe, expect, it } from 'vitest';
import { parseFeaasBody, secretMatches } from './feaas-render.ts';

describe('secretMatches', () => {
  const secret = 'a-long-editing-secret-0123';
  it.each([
    [secret, true],
    [secret + 'x', false],
    [secret.slice(0, -1), false],
    ['', false],
    [undefined, false],
    [[secret], false],
    [secret.toUpperCase(), false],
  ])('%j: %s', (given, expected) => {
    expect(secretMatches(given, secret)).toBe(expected);
  });
});

describe('parseFeaasBody', () => {
  it('takes a rendering and a language, with defaults', () => {
    expect(parseFeaasBody({ rendering: { componentName: 'HeroBanner' } })).toEqual({
      rendering: { componentName: 'HeroBanner', dataSource: '', params: {}, fields: {} },
      language: 'en',
    });
    expect(
      parseFeaasBody({
        rendering: { componentName: ' RichText ', uid: 'u1', params: { a: 'b' }, fields: { text: { value: 'x' } }, extra: 1 },
        language: 'ar',
      }),
    ).toEqual({
      rendering: { componentName: 'RichText', uid: 'u1', dataSource: '', params: { a: 'b' }, fields: { text: { value: 'x' } } },
      language: 'ar',
    });
  });

  it('accepts SXA-style array fields and null params', () => {
    expect(parseFeaasBody({ rendering: { componentName: 'Nav', fields: [{ id: 1 }], params: null } })?.rendering.fields).toEqual([{ id: 1 }]);
  });

  it.each([
    ['null', null],
    ['a string', 'HeroBanner'],
    ['an array', [{ rendering: { componentName: 'HeroBanner' } }]],
    ['no rendering', { language: 'en' }],
    ['a rendering array', { rendering: [] }],
    ['no componentName', { rendering: {} }],
    ['a blank componentName', { rendering: { componentName: '  ' } }],
    ['a numeric componentName', { rendering: { componentName: 3 } }],
    ['a huge componentName', { rendering: { componentName: 'x'.repeat(201) } }],
    ['string fields', { rendering: { componentName: 'A', fields: 'x' } }],
    ['array params', { rendering: { componentName: 'A', params: [] } }],
    ['numeric params', { rendering: { componentName: 'A', params: { a: 1 } } }],
    ['a numeric uid', { rendering: { componentName: 'A', uid: 1 } }],
    ['another language', { rendering: { componentName: 'A' }, language: 'fr' }],
  ])('refuses %s', (_label, body) => {
    expect(parseFeaasBody(body)).toBeUndefined();
  });
});
