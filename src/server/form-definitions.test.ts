import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem, FormItemSource } from '../cms/form-definition.ts';
import { CmsError } from '../cms/errors.ts';
import { FormError } from './errors.ts';
import { createFormDefinitions } from './form-definitions.ts';
import { UNDER_LOAD } from '../../test/support/under-load.ts';

const FORM_ID = '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10';

function item(overrides: Partial<FormItem> = {}): FormItem {
  return {
    id: `{${FORM_ID.toUpperCase()}}`,
    name: 'enquiry',
    displayName: 'Enquiry',
    templateName: 'Form',
    fields: {
      title: { value: 'Send us an enquiry' },
      fields: [
        { name: 'email', fields: { type: { value: 'email' }, required: { value: true } } },
        { name: 'colour', fields: { type: { value: 'colour-picker' } } },
      ],
    },
    ...overrides,
  };
}

const quiet = { warn: vi.fn() };

describe('createFormDefinitions', () => {
  it('reads a form once for many reads, per language, by its id in braces', async () => {
    const source = vi.fn<FormItemSource>(async () => item());
    const forms = createFormDefinitions(source, quiet);
    const [a, b] = await Promise.all([forms.get(FORM_ID, 'en'), forms.get(FORM_ID, 'en')]);
    await forms.get(FORM_ID, 'en');
    expect(a).toBe(b);
    expect(a?.name).toBe('enquiry');
    expect(a?.definition).toMatchObject({ id: FORM_ID, title: 'Send us an enquiry', fields: [{ name: 'email', type: 'email', required: true }] });
    expect(source).toHaveBeenCalledTimes(1);
    expect(source.mock.calls[0]?.slice(0, 2)).toEqual([`{${FORM_ID.toUpperCase()}}`, 'en']);
    await forms.get(FORM_ID, 'ar');
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('logs the fields it leaves out, by index, reason and name', async () => {
    const log = { warn: vi.fn() };
    await createFormDefinitions(async () => item(), log).get(FORM_ID, 'en');
    expect(log.warn).toHaveBeenCalledWith({ formId: FORM_ID, language: 'en', skipped: ['1: unknownType (colour)'] }, 'form definition: fields left out');
  });

  it('keeps patterns RE2 runs, nested repetition included; leaves out look-around, back-references and what does not compile, logging form id and field name only', async () => {
    const log = { warn: vi.fn() };
    const fields = {
      fields: [
        { name: 'code', fields: { type: { value: 'text' }, pattern: { value: '(a+)+' } } },
        { name: 'word', fields: { type: { value: 'text' }, pattern: { value: '(?!test)[a-z]+' } } },
        { name: 'twice', fields: { type: { value: 'text' }, pattern: { value: '([a-z])\\1' } } },
        { name: 'broken', fields: { type: { value: 'text' }, pattern: { value: '([' } } },
        { name: 'ref', fields: { type: { value: 'text' }, pattern: { value: '[A-Z]{2}[0-9]{4}' } } },
        { name: '__proto__', fields: { type: { value: 'text' }, required: { value: true } } },
      ],
    };
    const form = await createFormDefinitions(async () => item({ fields }), log).get(FORM_ID, 'en');
    expect(form?.definition.fields.map((field) => [field.name, field.pattern])).toEqual([
      ['code', '(a+)+'],
      ['word', undefined],
      ['twice', undefined],
      ['broken', undefined],
      ['ref', '[A-Z]{2}[0-9]{4}'],
    ]);
    expect(log.warn.mock.calls).toEqual([
      [{ formId: FORM_ID, language: 'en', field: 'word', reason: 'unsafe' }, expect.stringContaining('look-around')],
      [{ formId: FORM_ID, language: 'en', field: 'twice', reason: 'unsafe' }, expect.stringContaining('back-references')],
      [{ formId: FORM_ID, language: 'en', field: 'broken', reason: 'doesNotCompile' }, expect.stringContaining('does not compile')],
      [{ formId: FORM_ID, language: 'en', skipped: ['5: badName (__proto__)'] }, 'form definition: fields left out'],
    ]);
  });

  it.each([
    ['no item', null],
    ['an item of another template (a page, the settings)', item({ templateName: 'Site Settings' })],
    ['an item whose id is not the one asked for', item({ id: '11111111-2222-3333-4444-555555555555' })],
    ['a form without usable fields', item({ fields: { fields: [{ name: 'bad name!' }] } })],
  ])('answers null for %s, and remembers it', async (_name, answer) => {
    const source = vi.fn<FormItemSource>(async () => answer);
    const forms = createFormDefinitions(source, quiet);
    expect(await forms.get(FORM_ID, 'en')).toBeNull();
    expect(await forms.get(FORM_ID, 'en')).toBeNull();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('turns CMS failures into FORM_DEFINITION_TIMEOUT (504) and FORM_DEFINITION_UNAVAILABLE (502)', async () => {
    const timeout = createFormDefinitions(async () => Promise.reject(new CmsError('CMS_TIMEOUT', 'x')), quiet);
    await expect(timeout.get(FORM_ID, 'en')).rejects.toMatchObject({ code: 'FORM_DEFINITION_TIMEOUT', status: 504 });
    const down = createFormDefinitions(async () => Promise.reject(new CmsError('CMS_UNAVAILABLE', 'x')), quiet);
    const error = await down.get(FORM_ID, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FormError);
    expect(error).toMatchObject({ code: 'FORM_DEFINITION_UNAVAILABLE', status: 502 });
  });

  it('keeps serving the last good definition when a refresh fails', async () => {
    let fail = false;
    const source = vi.fn<FormItemSource>(async () => {
      if (fail) throw new CmsError('CMS_UNAVAILABLE', 'down');
      return item();
    });
    const forms = createFormDefinitions(source, quiet, { ttlMs: 1 });
    expect(await forms.get(FORM_ID, 'en')).not.toBeNull();
    fail = true;
    await sleep(10); // past the 1 ms freshness: served at once, refreshed behind (and failing)
    expect((await forms.get(FORM_ID, 'en'))?.name).toBe('enquiry');
    await vi.waitFor(() => expect(source).toHaveBeenCalledTimes(2), UNDER_LOAD);
    await sleep(10);
    expect((await forms.get(FORM_ID, 'en'))?.name).toBe('enquiry');
  });

  it('a flood of random form ids costs at most FORM_LOOKUPS_PER_MIN CMS calls a minute, and known forms keep working', async () => {
    let now = 0;
    const source = vi.fn<FormItemSource>(async (id) => (id === `{${FORM_ID.toUpperCase()}}` ? item() : null));
    const forms = createFormDefinitions(source, quiet, { lookupsPerMin: 5, now: () => now, ttlMs: 60_000 });
    expect(await forms.get(FORM_ID, 'en')).not.toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => forms.get(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 'en').catch((e: unknown) => e)),
    );
    // 1 real form + 4 random ids reached the CMS; the other 196 were refused without a call.
    expect(source).toHaveBeenCalledTimes(5);
    expect(answers.filter((answer) => answer === null)).toHaveLength(4);
    const refused = answers.filter((answer) => answer instanceof FormError);
    expect(refused).toHaveLength(196);
    expect(refused[0]).toMatchObject({ code: 'FORM_LOOKUPS_EXHAUSTED', status: 503 });
    // The form already cached is still served during the flood.
    expect((await forms.get(FORM_ID, 'en'))?.name).toBe('enquiry');
    expect(source).toHaveBeenCalledTimes(5);
    // A new minute, a new budget.
    now += 60_000;
    expect(await forms.get('00000000-0000-4000-8000-999999999999', 'en')).toBeNull();
    expect(source).toHaveBeenCalledTimes(6);
  });

  it('past the budget, a stale form is served as it is rather than refreshed', async () => {
    let now = 0;
    const source = vi.fn<FormItemSource>(async () => item());
    const forms = createFormDefinitions(source, quiet, { lookupsPerMin: 1, now: () => now, ttlMs: 1 });
    expect(await forms.get(FORM_ID, 'en')).not.toBeNull();
    await sleep(10);
    now += 1_000;
    expect((await forms.get(FORM_ID, 'en'))?.name).toBe('enquiry');
    await sleep(10);
    expect((await forms.get(FORM_ID, 'en'))?.name).toBe('enquiry');
    expect(source).toHaveBeenCalledTimes(1);
  });
});
