import { describe, expect, it } from 'vitest';
import { buildLanguageOptions, languageFromPath, languageLabel, switchLanguagePath } from './languages.ts';

const lang = (fields: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ id: 'x', fields, ...extra });

describe('buildLanguageOptions', () => {
  it('reads Iso, Regional Iso Code and Fallback Language (Sitecore field names)', () => {
    const options = buildLanguageOptions([
      lang({ Iso: { value: 'en' }, 'Regional Iso Code': { value: 'en-US' } }),
      lang({ Iso: { value: 'ar' }, 'Regional Iso Code': { value: 'ar-AE' }, 'Fallback Language': { value: 'en' } }),
    ]);
    expect(options).toEqual([
      { code: 'en', regionalCode: 'en-US', fallback: null, label: 'English' },
      { code: 'ar', regionalCode: 'ar-AE', fallback: 'en', label: 'العربية' },
    ]);
  });

  it('reads camel-cased fields and the { value: [...] } envelope', () => {
    const options = buildLanguageOptions({
      value: [lang({ iso: { value: 'AR' }, regionalIsoCode: { value: 'ar_AE' }, fallbackLanguage: { value: 'en' } })],
    });
    expect(options).toEqual([{ code: 'ar', regionalCode: 'ar-AE', fallback: 'en', label: 'العربية' }]);
  });

  it('takes the fallback language from a referenced item', () => {
    const [o] = buildLanguageOptions([lang({ iso: { value: 'ar' }, fallbackLanguage: { id: '1', name: 'en', fields: {} } })]);
    expect(o?.fallback).toBe('en');
  });

  it('excludes entries without an ISO code (spec 001 section 5)', () => {
    const options = buildLanguageOptions([
      lang({ Iso: { value: '' } }),
      lang({ 'Regional Iso Code': { value: 'fr-FR' } }),
      lang({ Iso: { value: 'english' } }),
      lang({ Iso: { value: 'en' } }),
      null,
      'ar',
    ]);
    expect(options.map((o) => o.code)).toEqual(['en']);
  });

  it('keeps the first of duplicate codes', () => {
    const options = buildLanguageOptions([lang({ Iso: { value: 'en' } }), lang({ Iso: { value: 'EN' } })]);
    expect(options).toHaveLength(1);
  });

  it('returns [] for junk', () => {
    for (const junk of [undefined, null, {}, 'en', 3, { value: {} }]) expect(buildLanguageOptions(junk)).toEqual([]);
  });

  it('labels languages in their own language', () => {
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('ar')).toBe('العربية');
    expect(languageLabel('fr')).toBe('Français');
    expect(languageLabel('zz')).toBe('ZZ');
  });
});

describe('switchLanguagePath', () => {
  it.each([
    ['/', 'ar', '/ar'],
    ['', 'ar', '/ar'],
    ['/en', 'ar', '/ar'],
    ['/en/', 'ar', '/ar/'],
    ['/en/about/team', 'ar', '/ar/about/team'],
    ['/ar/about', 'en', '/en/about'],
    ['/about', 'ar', '/ar/about'],
    ['/about/', 'ar', '/ar/about/'],
    ['/en/about/', 'ar', '/ar/about/'],
    ['//en//about', 'ar', '/ar/about'],
    ['/EN/About', 'ar', '/ar/About'],
    ['/english/page', 'ar', '/ar/english/page'],
    ['/ar/x', 'ar', '/ar/x'],
    ['/en/x?q=1#h', 'ar', '/ar/x'],
    ['/en/x', '', '/x'],
    ['/en/x', '/AR/', '/ar/x'],
  ])('%s + %s -> %s', (path, code, expected) => {
    expect(switchLanguagePath(path, code)).toBe(expected);
    expect(switchLanguagePath(path, code)).not.toContain('//');
  });
});

describe('languageFromPath', () => {
  it('reads the first segment when it is a site language', () => {
    expect(languageFromPath('/ar/about')).toBe('ar');
    expect(languageFromPath('/EN')).toBe('en');
    expect(languageFromPath('/about')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
  });
});
