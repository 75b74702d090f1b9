import { describe, expect, it } from 'vitest';
import { readFormDefinition } from '../../lib/form-rules.ts';
import {
  autocompleteFor,
  cleanSectionId,
  containerContent,
  downloadHrefOf,
  firstInvalidField,
  isDue,
  newSubmissionId,
  outcomeOf,
  resultFromSearch,
  variantOf,
} from './form-container.rules.ts';

const form = {
  id: '5f0c3a52-6a55-4c1e-9d1b-2d6c1c7e4a10',
  name: 'enquiry',
  fields: {
    title: { value: 'Send us an enquiry' },
    fields: [
      { name: 'firstName', fields: { type: { value: 'text' }, required: { value: true } } },
      { name: 'email', fields: { type: { value: 'email' }, required: { value: true } } },
      { name: 'source', fields: { type: { value: 'hidden' } } },
    ],
  },
};
const definition = readFormDefinition(form)!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('variantOf', () => {
  it('is the slide-in for the FieldNames rendering variant SlideIn, embedded otherwise', () => {
    expect(variantOf({ FieldNames: 'SlideIn' })).toBe('slide-in');
    expect(variantOf({ FieldNames: 'slide-in' })).toBe('slide-in');
    expect(variantOf({ FieldNames: 'Slide In' })).toBe('slide-in');
    expect(variantOf({ FieldNames: 'Default' })).toBe('embedded');
    expect(variantOf({})).toBe('embedded');
    expect(variantOf(undefined)).toBe('embedded');
    expect(variantOf({ FieldNames: 5 } as never)).toBe('embedded');
  });
});

describe('containerContent', () => {
  it('reads the definition and the texts', () => {
    const content = containerContent({ sectionId: { value: 'enquiry' }, headline: { value: 'Talk to us' }, form }, {});
    expect(content).toMatchObject({ variant: 'embedded', sectionId: 'enquiry', hasHeadline: true, hasImage: false, isEmpty: false });
    expect(content.definition?.id).toBe(form.id);
  });

  it('is empty without a usable definition, or as a slide-in without a sectionId', () => {
    expect(containerContent({ headline: { value: 'x' } }, {}).isEmpty).toBe(true);
    expect(containerContent({ form: { id: 'x', fields: { fields: [] } } }, {}).isEmpty).toBe(true);
    expect(containerContent({ form }, { FieldNames: 'SlideIn' }).isEmpty).toBe(true);
    expect(containerContent({ form, sectionId: { value: 'enquire' } }, { FieldNames: 'SlideIn' }).isEmpty).toBe(false);
    expect(containerContent({ form: 'junk', sectionId: 7 }, {}).isEmpty).toBe(true);
    // Its own rule, not sectionIdOf: openers name the sectionId field, never a rendering parameter.
    expect(containerContent({ form }, { FieldNames: 'SlideIn', RenderingIdentifier: 'enquire' })).toMatchObject({ sectionId: '', isEmpty: true });
  });

  it('accepts only section ids that make safe element ids and event names', () => {
    expect(cleanSectionId({ value: ' enquiry-form ' })).toBe('enquiry-form');
    expect(cleanSectionId({ value: 'a"b' })).toBe('');
    expect(cleanSectionId({ value: '2024-enquiry' })).toBe('2024-enquiry');
    expect(cleanSectionId({ value: 'enquiry form' })).toBe('');
    expect(cleanSectionId(null)).toBe('');
  });
});

describe('downloadHrefOf', () => {
  it('keeps site paths and http(s) URLs only', () => {
    expect(downloadHrefOf('/-/media/ports-group/report.pdf')).toBe('/-/media/ports-group/report.pdf');
    expect(downloadHrefOf(' https://cdn.example.com/a.pdf ')).toBe('https://cdn.example.com/a.pdf');
    for (const bad of [null, undefined, '', 'javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'report.pdf']) {
      expect(downloadHrefOf(bad)).toBeUndefined();
    }
  });
});

describe('newSubmissionId', () => {
  it('uses randomUUID when there is one', () => {
    expect(newSubmissionId({ randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: (a) => a })).toBe(
      '11111111-1111-4111-8111-111111111111',
    );
  });

  it('builds a v4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    };
    expect(newSubmissionId(source)).toMatch(UUID);
    expect(newSubmissionId()).toMatch(UUID);
  });
});

describe('outcomeOf', () => {
  it('is a success for any 2xx', () => {
    expect(outcomeOf(200, { status: 'success' }, definition)).toEqual({ kind: 'success' });
    expect(outcomeOf(201, undefined, definition)).toEqual({ kind: 'success' });
  });

  it("shows a 422's errors inline when they name fields of this form", () => {
    expect(outcomeOf(422, { status: 'invalid', errors: { email: 'invalidEmail', nope: 'required', firstName: 'bogus' } }, definition)).toEqual({
      kind: 'invalid',
      errors: { email: 'invalidEmail' },
    });
  });

  it('is the failure panel for everything else', () => {
    expect(outcomeOf(422, { errors: { source: 'tooLong' } }, definition)).toEqual({ kind: 'error', reason: 'HTTP_422' });
    expect(outcomeOf(422, 'x', definition)).toEqual({ kind: 'error', reason: 'HTTP_422' });
    expect(outcomeOf(502, { status: 'error', error: 'FORMS_UNAVAILABLE' }, definition)).toEqual({ kind: 'error', reason: 'FORMS_UNAVAILABLE' });
    expect(outcomeOf(504, null, definition)).toEqual({ kind: 'error', reason: 'HTTP_504' });
    expect(outcomeOf(400, { error: 'FORM_BAD_REQUEST' }, definition).kind).toBe('error');
    expect(outcomeOf(403, {}, definition).kind).toBe('error');
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the definition', () => {
    expect(firstInvalidField(definition, { email: 'required', firstName: 'required' })).toBe('firstName');
    expect(firstInvalidField(definition, {})).toBeUndefined();
  });
});

describe('resultFromSearch', () => {
  it('shows the result of a plain HTML post on the embedded form', () => {
    expect(resultFromSearch('?form=success', 'embedded')).toBe('success');
    expect(resultFromSearch('?a=1&form=error', 'embedded')).toBe('error');
    expect(resultFromSearch('?form=other', 'embedded')).toBe('none');
    expect(resultFromSearch('', 'embedded')).toBe('none');
    expect(resultFromSearch('?form=success', 'slide-in')).toBe('none');
  });
});

describe('isDue', () => {
  it('throttles to one run per interval', () => {
    expect(isDue(undefined, 5, 2000)).toBe(true);
    expect(isDue(1000, 2999, 2000)).toBe(false);
    expect(isDue(1000, 3000, 2000)).toBe(true);
  });
});

describe('autocompleteFor', () => {
  it('hints the usual enquiry fields', () => {
    expect(autocompleteFor('firstName', 'text')).toBe('given-name');
    expect(autocompleteFor('last_name', 'text')).toBe('family-name');
    expect(autocompleteFor('company', 'text')).toBe('organization');
    expect(autocompleteFor('workEmail', 'email')).toBe('email');
    expect(autocompleteFor('mobileNo', 'tel')).toBe('tel');
    expect(autocompleteFor('country', 'select')).toBe('country');
    expect(autocompleteFor('message', 'textarea')).toBeUndefined();
    expect(autocompleteFor('reference', 'text')).toBeUndefined();
  });
});
