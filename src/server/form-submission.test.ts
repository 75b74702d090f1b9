import { describe, expect, it } from 'vitest';
import { readFormDefinition } from '../lib/form-rules.ts';
import {
  FORM_BODY_LIMIT,
  isProblem,
  MAX_HIDDEN_INPUTS,
  parseJsonSubmission,
  parseUrlencodedSubmission,
  unknownFieldNames,
  valuesOf,
  type SubmissionRequest,
} from './form-submission.ts';

const FORM_ID = '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10';
const SUBMISSION_ID = '0b7f4a5e-3c1d-4e8f-9a2b-6c5d4e3f2a1b';

function json(overrides: Record<string, unknown> = {}) {
  return { formId: FORM_ID, language: 'en', submissionId: SUBMISSION_ID, pageUrl: '/contact', fields: { firstName: 'Amal' }, hidden: {}, ...overrides };
}

function ok(parsed: ReturnType<typeof parseJsonSubmission>): SubmissionRequest {
  if (isProblem(parsed)) throw new Error(parsed.problem);
  return parsed;
}

describe('parseJsonSubmission', () => {
  it('reads the envelope, normalising the ids', () => {
    const parsed = ok(parseJsonSubmission(json({ formId: '{5F0C3A52-6A55-4C1E-9D1B-2D6C1C7E4A10}', submissionId: SUBMISSION_ID.toUpperCase() })));
    expect(parsed).toMatchObject({ formId: FORM_ID, submissionId: SUBMISSION_ID, language: 'en', pageUrl: '/contact' });
    expect([...parsed.fields]).toEqual([['firstName', 'Amal']]);
  });

  it.each([
    ['not an object', [], /JSON object/],
    ['an unknown key', json({ sectionId: 'x' }), /unknown keys "sectionId"/],
    ['no formId', json({ formId: undefined }), /formId/],
    ['a formId that is no GUID', json({ formId: 'enquiry' }), /formId/],
    ['no submissionId', json({ submissionId: undefined }), /submissionId/],
    ['a language we do not have', json({ language: 'de' }), /language must be one of en, ar/],
    ['a pageUrl that is no text', json({ pageUrl: 5 }), /pageUrl/],
    ['fields that are no object', json({ fields: 'x' }), /fields must be an object/],
    ['hidden that is no object', json({ hidden: [] }), /hidden must be an object/],
    ['a field name with spaces', json({ fields: { 'first name': 'x' } }), /field name "first name" is not allowed/],
    ['a field value that is no text', json({ fields: { consent: true } }), /field consent must be text/],
    ['a hidden value that is no text', json({ hidden: { a: 1 } }), /hidden input "a" must be text/],
    ['a field named __proto__', { ...json(), fields: JSON.parse('{"__proto__":"x"}') as unknown }, /field name "__proto__" is not allowed/],
    ['a field named constructor', json({ fields: { constructor: 'x' } }), /field name "constructor" is not allowed/],
    ['a field named prototype', json({ fields: { prototype: 'x' } }), /field name "prototype" is not allowed/],
    ['too many fields', json({ fields: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, ''])) }), /more than 100 fields/],
  ])('refuses %s, naming keys but no values', (_name, body, problem) => {
    const parsed = parseJsonSubmission(body);
    expect(isProblem(parsed) && parsed.problem).toMatch(problem);
  });

  it('cuts a huge name short in the problem', () => {
    const parsed = parseJsonSubmission(json({ fields: { ['x'.repeat(10_000)]: 'v' } }));
    expect(isProblem(parsed) && parsed.problem.length).toBeLessThan(200);
  });

  it('keeps at most 40 hidden inputs with allowed names and values up to 512 characters, trimmed', () => {
    const hidden: Record<string, string> = { ' spaced': 'x', 'crm.pardot_1': '  v  ', long: 'x'.repeat(513) };
    for (let i = 0; i < 50; i++) hidden[`h${i}`] = String(i);
    const parsed = ok(parseJsonSubmission(json({ hidden })));
    expect(parsed.hidden.size).toBe(MAX_HIDDEN_INPUTS);
    expect(parsed.hidden.get('crm.pardot_1')).toBe('v');
    expect(parsed.droppedHidden).toEqual(expect.arrayContaining(['" spaced"', '"long"', '"h49"']));
  });
});

describe('parseUrlencodedSubmission', () => {
  it('reads field.<name> and hidden.<name>, and makes a submissionId when the page sent none', () => {
    const parsed = parseUrlencodedSubmission(`formId=${FORM_ID}&language=ar&submissionId=&field.firstName=%D8%A3%D9%85%D9%84&hidden.gaClientId=1.2`);
    if (isProblem(parsed)) throw new Error(parsed.problem);
    expect(parsed.language).toBe('ar');
    expect(parsed.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed.fields.get('firstName')).toBe('أمل');
    expect(parsed.hidden.get('gaClientId')).toBe('1.2');
  });

  it('refuses __proto__, prototype and constructor as field names and drops them as hidden inputs', () => {
    for (const name of ['__proto__', 'prototype', 'constructor']) {
      const field = parseUrlencodedSubmission(`formId=${FORM_ID}&language=en&field.${name}=x&field.firstName=A`);
      expect(isProblem(field) && field.problem).toBe(`the field name "${name}" is not allowed`);
    }
    const parsed = ok(
      parseUrlencodedSubmission(`formId=${FORM_ID}&language=en&field.firstName=A&hidden.__proto__=x&hidden.constructor=y&hidden.prototype=z&hidden.ref=1`),
    );
    expect([...parsed.hidden]).toEqual([['ref', '1']]);
    expect(parsed.droppedHidden).toEqual(['"__proto__"', '"constructor"', '"prototype"']);
  });

  it('strips C0 control characters but tab, LF and CR, and DEL, from field and hidden values', () => {
    const parsed = ok(parseUrlencodedSubmission(`formId=${FORM_ID}&language=en&field.message=a%00b%01%08c%0B%0C%1Fd%7Fe%09f%0Ag%0Dh&hidden.ref=%00%1B12%7F`));
    expect(parsed.fields.get('message')).toBe('abcde\tf\ng\rh');
    expect(parsed.hidden.get('ref')).toBe('12');
    const fromJson = ok(parseJsonSubmission(json({ fields: { firstName: 'A\u0000m\u007fal' }, hidden: { ref: '\u0007x' } })));
    expect(fromJson.fields.get('firstName')).toBe('Amal');
    expect(fromJson.hidden.get('ref')).toBe('x');
  });

  it('cannot turn a 64 KiB urlencoded body into more than 64 KiB of JSON with control characters', () => {
    const prefix = `formId=${FORM_ID}&language=en&field.message=`;
    const body = prefix + '%00'.repeat(Math.floor((FORM_BODY_LIMIT - prefix.length) / 3));
    expect(body.length).toBeLessThanOrEqual(FORM_BODY_LIMIT);
    const parsed = ok(parseUrlencodedSubmission(body));
    expect(parsed.fields.get('message')).toBe('');
    expect(JSON.stringify(Object.fromEntries(parsed.fields)).length).toBeLessThan(100);
  });

  it('refuses a key given twice and keys outside the contract', () => {
    expect(parseUrlencodedSubmission(`formId=${FORM_ID}&language=en&field.a=1&field.a=2`)).toEqual({ problem: '"field.a" is given more than once' });
    expect(parseUrlencodedSubmission(`formId=${FORM_ID}&language=en&password=x`)).toEqual({ problem: 'unknown keys "password"' });
  });
});

describe('checks against the definition', () => {
  const definition = readFormDefinition({
    id: FORM_ID,
    fields: {
      fields: [
        { name: 'firstName', fields: { type: { value: 'text' } } },
        { name: 'ref', fields: { type: { value: 'hidden' } } },
      ],
    },
  })!;

  it('names field names the definition lacks (its hidden fields are known)', () => {
    const fields = new Map([
      ['firstName', 'a'],
      ['ref', 'b'],
      ['__proto__', 'c'],
      ['constructor', 'd'],
    ]);
    expect(unknownFieldNames(definition, fields)).toEqual(['__proto__', 'constructor']);
  });

  it('hands the rules a map without a prototype', () => {
    const values = valuesOf(new Map([['__proto__', 'x']]));
    expect(Object.getPrototypeOf(values)).toBeNull();
    expect(Object.keys(values)).toEqual(['__proto__']);
  });
});
