import { describe, expect, it } from 'vitest';
import {
  FIELD_ERRORS,
  FORM_ERROR_KEYS,
  FORM_ERROR_TEXTS,
  FIELD_NAME_PATTERN,
  MAX_FIELD_LENGTH,
  compilePattern,
  isChecked,
  isFieldError,
  isValidEmail,
  isValidPhone,
  parseOptions,
  readFormDefinition,
  validateField,
  validateSubmission,
  type FormFieldDefinition,
} from './form-rules.ts';

const entry = (name: string, fields: Record<string, unknown>) => ({
  id: `id-${name}`,
  name,
  displayName: name,
  fields: { name: { value: name }, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { value: v }])) },
});

const droplink = {
  id: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10',
  name: 'enquiry',
  displayName: 'Enquiry',
  url: '',
  fields: {
    title: { value: 'Send us an enquiry' },
    submitText: { value: 'Send enquiry' },
    fields: [
      entry('firstName', { label: 'First name', type: 'text', required: true, maxLength: 80, width: 'half' }),
      entry('email', { label: 'Email', type: 'email', required: '1' }),
      entry('message', { label: 'Message', type: 'textarea', required: true, help: 'How can we help?' }),
      entry('topic', { label: 'Topic', type: 'select', options: 'ports|Ports\nlogistics|Logistics\n\nother' }),
      entry('consent', { label: 'I agree', type: 'checkbox', required: true }),
      entry('source', { type: 'hidden', placeholder: 'gallery' }),
    ],
  },
};

const field = (overrides: Partial<FormFieldDefinition>): FormFieldDefinition => ({
  name: 'f',
  label: 'F',
  type: 'text',
  required: false,
  maxLength: 500,
  options: [],
  width: 'full',
  ...overrides,
});

describe('readFormDefinition', () => {
  it('reads the droplink as the Layout Service serializes it', () => {
    const def = readFormDefinition(droplink)!;
    expect(def.id).toBe('5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10');
    expect(def.title).toBe('Send us an enquiry');
    expect(def.submitText).toBe('Send enquiry');
    expect(def.fields.map((f) => f.name)).toEqual(['firstName', 'email', 'message', 'topic', 'consent', 'source']);
    expect(def.fields[0]).toEqual({
      name: 'firstName',
      label: 'First name',
      type: 'text',
      required: true,
      maxLength: 80,
      options: [],
      width: 'half',
    });
    expect(def.fields[1]!.required).toBe(true);
    expect(def.fields[1]!.maxLength).toBe(500);
    expect(def.fields[2]!.maxLength).toBe(4000);
    expect(def.fields[2]!.help).toBe('How can we help?');
    expect(def.fields[3]!.options).toEqual([
      { value: 'ports', label: 'Ports' },
      { value: 'logistics', label: 'Logistics' },
      { value: 'other', label: 'other' },
    ]);
    expect(def.fields[5]!.placeholder).toBe('gallery');
  });

  it('reads bare values (a GraphQL map), a wrapped droplink and a { value: [] } field list', () => {
    const bare = readFormDefinition({
      id: 'x',
      fields: { title: 'T', fields: { value: [{ name: 'a', fields: { type: 'email', required: true, maxLength: '40' } }] } },
    })!;
    expect(bare.title).toBe('T');
    expect(bare.fields).toEqual([{ name: 'a', label: 'a', type: 'email', required: true, maxLength: 40, options: [], width: 'full' }]);
    expect(readFormDefinition({ value: { id: 'y', fields: {} } })).toEqual({ id: 'y', title: '', submitText: '', fields: [] });
  });

  it('returns undefined for anything that is not an item with an id', () => {
    for (const bad of [undefined, null, 'x', 5, [], {}, { id: '' }, { id: 7, fields: {} }, { value: 'x' }]) {
      expect(readFormDefinition(bad)).toBeUndefined();
    }
  });

  it('skips bad names, repeats and unknown types, and says why', () => {
    const skipped: string[] = [];
    const def = readFormDefinition(
      {
        id: 'z',
        fields: {
          fields: [
            'junk',
            entry('ok', { type: 'TEXT' }),
            entry('ok', { type: 'text' }),
            entry('has space', { type: 'text' }),
            entry('file', { type: 'file' }),
            { fields: { type: { value: 'text' } } },
          ],
        },
      },
      (reason) => skipped.push(reason),
    )!;
    expect(def.fields.map((f) => [f.name, f.type])).toEqual([['ok', 'text']]);
    expect(skipped).toEqual(['notAnItem', 'duplicateName', 'badName', 'unknownType', 'badName']);
  });

  it('tolerates wrong types in every field; an expression that does not compile checks nothing', () => {
    const def = readFormDefinition({
      id: 'w',
      fields: {
        title: { value: ['x'] },
        fields: [
          entry('a', { type: null, required: 'yes', maxLength: -3, width: 'HALF', pattern: '([', options: 7, label: null }),
          entry('b', { type: 'text', maxLength: 2.5, pattern: '[A-Z]{2}' }),
          entry('c', { type: 5 }),
        ],
      },
    })!;
    expect(def.title).toBe('');
    expect(def.fields[0]).toEqual({ name: 'a', label: 'a', type: 'text', required: false, maxLength: 500, options: [], width: 'half', pattern: '([' });
    expect(validateField(def.fields[0]!, 'x')).toBeUndefined();
    expect(def.fields[1]!.maxLength).toBe(500);
    expect(def.fields[1]!.pattern).toBe('[A-Z]{2}');
    expect(def.fields).toHaveLength(2); // a type of 5 is an unknown type
  });

  it('refuses __proto__, prototype and constructor as field names', () => {
    for (const name of ['__proto__', 'prototype', 'constructor']) expect(FIELD_NAME_PATTERN.test(name), name).toBe(false);
    for (const name of ['proto', '__proto__x', 'constructor_id', 'Constructor', 'crm.__proto__']) expect(FIELD_NAME_PATTERN.test(name), name).toBe(true);
    const skipped: Array<[string, unknown]> = [];
    const def = readFormDefinition(
      {
        id: 'p',
        fields: {
          fields: [
            entry('__proto__', { type: 'text', required: true }),
            entry('prototype', { type: 'hidden' }),
            entry('constructor', { type: 'text' }),
            entry('name', { type: 'text' }),
          ],
        },
      },
      (reason, item) => skipped.push([reason, (item as { name: string }).name]),
    )!;
    expect(def.fields.map((f) => f.name)).toEqual(['name']);
    expect(skipped).toEqual([
      ['badName', '__proto__'],
      ['badName', 'prototype'],
      ['badName', 'constructor'],
    ]);
  });

  it('caps maxLength at MAX_FIELD_LENGTH whatever the editor sets', () => {
    const def = readFormDefinition({ id: 'm', fields: { fields: [entry('huge', { type: 'textarea', maxLength: 1_000_000_000 })] } })!;
    expect(def.fields[0]!.maxLength).toBe(MAX_FIELD_LENGTH);
    expect(validateField(def.fields[0]!, 'x'.repeat(MAX_FIELD_LENGTH + 1))).toBe('tooLong');
  });

  it('leaves out a pattern that checkPattern refuses, and says which field and why', () => {
    const dropped: Array<[string, string]> = [];
    const def = readFormDefinition(
      {
        id: 'r',
        fields: {
          fields: [
            entry('a', { type: 'text', pattern: '(a+)+' }),
            entry('b', { type: 'text', pattern: '([' }),
            entry('c', { type: 'text', pattern: '[A-Z]{2}' }),
            entry('c', { type: 'text', pattern: '(a+)+' }), // a repeat: skipped as a field, not reported twice
          ],
        },
      },
      undefined,
      {
        checkPattern: (source) => (source === '(a+)+' ? 'unsafe' : source === '([' ? 'doesNotCompile' : undefined),
        onDroppedPattern: (name, reason) => dropped.push([name, reason]),
      },
    )!;
    expect(def.fields.map((f) => [f.name, f.pattern])).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', '[A-Z]{2}'],
    ]);
    expect(dropped).toEqual([
      ['a', 'unsafe'],
      ['b', 'doesNotCompile'],
    ]);
    // Without the check (the page), every pattern is kept, and one the page cannot compile checks nothing.
    const page = readFormDefinition({ id: 'r', fields: { fields: [entry('a', { pattern: '(a+)+' }), entry('b', { pattern: '([' })] } })!;
    expect(page.fields.map((f) => f.pattern)).toEqual(['(a+)+', '([']);
    expect(validateField(page.fields[1]!, 'anything')).toBeUndefined();
  });
});

describe('parseOptions', () => {
  it('splits value|Label lines, trims, and drops blanks and repeats', () => {
    expect(parseOptions(' a | A \r\nb\n|x\n\na|again\nc|')).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'b' },
      { value: 'c', label: 'c' },
    ]);
  });
});

describe('validateField', () => {
  it('requires a non-blank value only when required; an empty optional field is valid', () => {
    expect(validateField(field({ required: true }), '  ')).toBe('required');
    expect(validateField(field({ required: true }), 'x')).toBeUndefined();
    for (const type of ['text', 'email', 'tel', 'textarea', 'select'] as const) {
      expect(validateField(field({ type }), '')).toBeUndefined();
    }
  });

  it('limits the length (UTF-16 units, like maxlength)', () => {
    expect(validateField(field({ maxLength: 3 }), 'abc')).toBeUndefined();
    expect(validateField(field({ maxLength: 3 }), 'abcd')).toBe('tooLong');
    expect(validateField(field({ maxLength: 3, type: 'hidden' }), 'abcd')).toBe('tooLong');
  });

  it('checks emails', () => {
    const email = field({ type: 'email' });
    for (const good of ['a@b.co', 'first.last+tag@mail.example.com', ' x@y.ae ']) expect(validateField(email, good)).toBeUndefined();
    for (const bad of ['a', 'a@b', 'a@@b.com', 'a b@c.com', 'a@-b.com', 'a@b..com', `${'a'.repeat(250)}@b.com`]) {
      expect(validateField(email, bad)).toBe('invalidEmail');
    }
    expect(isValidEmail('a@b.c')).toBe(true);
  });

  it('checks phone numbers, Latin or Arabic-Indic digits', () => {
    const tel = field({ type: 'tel' });
    for (const good of ['+971 4 881 5555', '(04) 881-5555', '٠٤٨٨١٥٥٥٥', '+44.20.7946.0000']) {
      expect(validateField(tel, good)).toBeUndefined();
    }
    for (const bad of ['12345', 'call me', '+971 4 881 5555 ext 2', '1'.repeat(16), '++971488155']) {
      expect(validateField(tel, bad)).toBe('invalidPhone');
    }
    expect(isValidPhone('123456')).toBe(true);
  });

  it('checks select values against the options', () => {
    const select = field({ type: 'select', options: [{ value: 'ports', label: 'Ports' }] });
    expect(validateField(select, 'ports')).toBeUndefined();
    expect(validateField(select, 'Ports')).toBe('invalidOption');
    expect(validateField({ ...select, required: true }, '')).toBe('required');
  });

  it('checks checkboxes: on/true are checked, a required one must be checked', () => {
    const box = field({ type: 'checkbox', required: true });
    expect(validateField(box, 'on')).toBeUndefined();
    expect(validateField(box, 'true')).toBeUndefined();
    expect(validateField(box, 'yes')).toBe('required');
    expect(validateField(box, '')).toBe('required');
    expect(validateField({ ...box, required: false }, 'no')).toBeUndefined();
    expect(isChecked(' ON ')).toBe(true);
    expect(isChecked(undefined)).toBe(false);
  });

  it('matches the whole value against the pattern; a broken pattern is ignored', () => {
    const code = field({ pattern: '[A-Z]{3}' });
    expect(validateField(code, 'AED')).toBeUndefined();
    expect(validateField(code, 'AEDX')).toBe('invalidPattern');
    expect(validateField(code, 'xAED')).toBe('invalidPattern');
    expect(validateField(field({ pattern: 'a|b' }), 'ab')).toBe('invalidPattern');
    expect(validateField(field({ pattern: '([' }), 'anything')).toBeUndefined();
    expect(compilePattern('([')).toBeNull();
    // Not valid with the u flag, valid without: still used.
    expect(compilePattern('\\-x')?.test('-x')).toBe(true);
  });

  it('refuses a value longer than maxLength as tooLong before any pattern runs', () => {
    const digits = field({ pattern: '[0-9]+', maxLength: 5 });
    expect(validateField(digits, 'abcdef')).toBe('tooLong');
    expect(validateField(digits, 'abc')).toBe('invalidPattern');
    // Even a hand-made definition with a huge maxLength: no expression runs past MAX_FIELD_LENGTH.
    expect(validateField(field({ pattern: 'a*', maxLength: Number.MAX_SAFE_INTEGER }), 'a'.repeat(MAX_FIELD_LENGTH + 1))).toBe('tooLong');
  });

  it('does not check hidden fields beyond their length', () => {
    expect(validateField(field({ type: 'hidden', required: true, pattern: 'x' }), '')).toBeUndefined();
  });
});

describe('validateSubmission', () => {
  it('returns the errors by field name, missing values counting as empty', () => {
    const def = readFormDefinition(droplink)!;
    expect(validateSubmission(def, {})).toEqual({ firstName: 'required', email: 'required', message: 'required', consent: 'required' });
    expect(validateSubmission(def, { firstName: 'Amal', email: 'amal@example.com', message: 'Hello', topic: 'nope', consent: 'on' })).toEqual({
      topic: 'invalidOption',
    });
    expect(validateSubmission(def, { firstName: 'Amal', email: 'amal@example.com', message: 'Hello', topic: 'ports', consent: 'on' })).toEqual({});
  });

  it('answers a map without a prototype', () => {
    const errors = validateSubmission(readFormDefinition(droplink)!, {});
    expect(Object.getPrototypeOf(errors)).toBeNull();
  });

  it('ignores inherited properties of the values object', () => {
    const def = readFormDefinition(droplink)!;
    const values = Object.create({ firstName: 'Inherited' }) as Record<string, string>;
    expect(validateSubmission(def, values).firstName).toBe('required');
  });
});

describe('error texts', () => {
  it('has an English text and a phrase key for every error', () => {
    for (const error of FIELD_ERRORS) {
      expect(FORM_ERROR_TEXTS[error]).toMatch(/\.$/);
      expect(FORM_ERROR_KEYS[error]).toMatch(/^FormError[A-Z]/);
      expect(isFieldError(error)).toBe(true);
    }
    expect(isFieldError('toString')).toBe(false);
    expect(isFieldError(3)).toBe(false);
  });
});
