import { describe, expect, it } from 'vitest';
import {
  HIDDEN_VALUE_MAX_LENGTH,
  MAX_CRM_INPUTS,
  STANDARD_HIDDEN_INPUTS,
  collectHiddenInputs,
  gaClientIdOf,
  gaSessionIdOf,
  pageUrlOf,
  parseCookies,
} from './hidden-inputs.ts';

const source = (cookie: string) => ({
  cookie,
  href: 'https://www.example.com/blocks/forms?utm_source=x#enquiry',
  datasourceId: '{5F0C3A52-0000-4000-8000-000000000001}',
  consentCode: 'G111',
});

describe('parseCookies', () => {
  it('reads name=value pairs, decodes, strips quotes, first of a name wins', () => {
    const cookies = parseCookies(' a=1; b=hello%20world; c="quoted"; a=2; broken; d=%E0%A4%A; =x');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'hello world'],
      ['c', 'quoted'],
      ['d', '%E0%A4%A'],
    ]);
    expect(parseCookies(undefined as never).size).toBe(0);
  });
});

describe('Google Analytics cookies', () => {
  it('takes the client id from _ga (the last two parts)', () => {
    expect(gaClientIdOf('GA1.1.1234567890.1700000000')).toBe('1234567890.1700000000');
    expect(gaClientIdOf('GA1.2.987.654')).toBe('987.654');
    expect(gaClientIdOf('GA1.3-2.987.654')).toBe('987.654');
    for (const bad of [undefined, '', 'x', 'GA1.1.abc.def', 'GA1.1.123']) expect(gaClientIdOf(bad)).toBe('');
  });

  it('takes the session id from _ga_<id>, old (GS1) and new (GS2) formats', () => {
    expect(gaSessionIdOf('GS1.1.1700000000.5.1.1700000100.0.0.0')).toBe('1700000000');
    expect(gaSessionIdOf('GS2.1.s1700000000$o5$g1$t1700000100$j0$l0$h0')).toBe('1700000000');
    for (const bad of [undefined, '', 'GS1.1', 'GA1.1.1700000000', 'GS2.1.o5$g1']) expect(gaSessionIdOf(bad)).toBe('');
  });
});

describe('pageUrlOf', () => {
  it('drops the fragment', () => {
    expect(pageUrlOf('https://x.test/a?b=1#c')).toBe('https://x.test/a?b=1');
    expect(pageUrlOf('https://x.test/a')).toBe('https://x.test/a');
  });
});

describe('collectHiddenInputs', () => {
  it('fills every standard input, empty where a cookie is missing', () => {
    const inputs = collectHiddenInputs(source(''));
    expect(Object.keys(inputs)).toEqual([...STANDARD_HIDDEN_INPUTS]);
    expect(inputs).toEqual({
      datasourceId: '{5F0C3A52-0000-4000-8000-000000000001}',
      gaClientId: '',
      gaSessionId: '',
      consentCode: 'G111',
      adCookie1: '',
      adCookie2: '',
      pageUrl: 'https://www.example.com/blocks/forms?utm_source=x',
    });
  });

  it('reads the analytics, advertising and CRM connector cookies', () => {
    const inputs = collectHiddenInputs(
      source(
        [
          '_ga=GA1.1.111.222',
          '_ga_ABC123=GS1.1.1700000000.1.0.1700000000.0.0.0',
          '_ga_ZZZ=GS1.1.1600000000.1.0.1600000000.0.0.0',
          '_gcl_au=1.1.555.666',
          '_fbp=fb.1.777.888',
          'visitor_id12345=abc',
          'visitor_id12345-hash=def',
          'pardot=sess',
          'sfdc-stream=xyz',
          'SFDC_other=1',
          'visitor_id bad=skip',
          'other=1',
        ].join('; '),
      ),
    );
    expect(inputs.gaClientId).toBe('111.222');
    expect(inputs.gaSessionId).toBe('1700000000');
    expect(inputs.adCookie1).toBe('1.1.555.666');
    expect(inputs.adCookie2).toBe('fb.1.777.888');
    expect(Object.entries(inputs).filter(([name]) => name.startsWith('crm.'))).toEqual([
      ['crm.visitor_id12345', 'abc'],
      ['crm.visitor_id12345-hash', 'def'],
      ['crm.pardot', 'sess'],
      ['crm.sfdc-stream', 'xyz'],
      ['crm.SFDC_other', '1'],
    ]);
  });

  it('cuts values to 512 characters and keeps at most 20 CRM inputs', () => {
    const many = Array.from({ length: 30 }, (_, i) => `sfdc${i}=${'v'.repeat(600)}`).join('; ');
    const inputs = collectHiddenInputs({ ...source(many), datasourceId: 'd'.repeat(600) });
    expect(inputs.datasourceId).toHaveLength(HIDDEN_VALUE_MAX_LENGTH);
    const crm = Object.entries(inputs).filter(([name]) => name.startsWith('crm.'));
    expect(crm).toHaveLength(MAX_CRM_INPUTS);
    for (const [, value] of crm) expect(value).toHaveLength(HIDDEN_VALUE_MAX_LENGTH);
  });
});
