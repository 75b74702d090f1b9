// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { restoreTypedValues, takeTypedValues } from './typed-values.ts';

/** Input a visitor gave an island before it hydrated is taken and given back as input events. */
describe('typed values', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const form = () => {
    document.body.innerHTML = `<div data-island="form-container">
      <input name="first" value=""><input name="company" value="Meridian"><textarea name="message"></textarea>
      <input type="checkbox" name="consent"><input type="hidden" name="id" value="x">
      <select name="country"><option value="">Choose</option><option value="ae">UAE</option></select></div>`;
    return document.querySelector('[data-island]')!;
  };
  const field = <T extends Element>(name: string) => document.querySelector<T & Element>(`[name="${name}"]`)!;

  it('takes only the fields whose value differs from what the server wrote', () => {
    const root = form();
    field<HTMLInputElement>('first').value = 'Amal';
    field<HTMLInputElement>('consent').checked = true;
    field<HTMLSelectElement>('country').value = 'ae';
    field<HTMLInputElement>('id').value = 'changed by a script';
    const typed = takeTypedValues(root).map(({ field: f, value }) => [f.getAttribute('name'), value]);
    expect(typed).toEqual([
      ['first', 'Amal'],
      ['consent', true],
      ['country', 'ae'],
    ]);
  });

  it('gives them back as input, click and change events, with the typed values in place', () => {
    const root = form();
    field<HTMLInputElement>('first').value = 'Amal';
    field<HTMLInputElement>('consent').checked = true;
    field<HTMLSelectElement>('country').value = 'ae';
    const typed = takeTypedValues(root);
    // Hydration put the initial state back in the fields.
    field<HTMLInputElement>('first').value = '';
    field<HTMLInputElement>('consent').checked = false;
    field<HTMLSelectElement>('country').value = '';
    const events: string[] = [];
    for (const type of ['input', 'click', 'change']) root.addEventListener(type, (e) => events.push(`${type}:${(e.target as HTMLInputElement).name}`));
    restoreTypedValues(typed);
    expect(events).toEqual(['input:first', 'click:consent', 'input:consent', 'change:consent', 'change:country']);
    expect(field<HTMLInputElement>('first').value).toBe('Amal');
    expect(field<HTMLInputElement>('consent').checked).toBe(true);
    expect(field<HTMLSelectElement>('country').value).toBe('ae');
  });

  it('leaves a field that left the page alone', () => {
    const root = form();
    field<HTMLInputElement>('first').value = 'Amal';
    const typed = takeTypedValues(root);
    root.remove();
    expect(() => restoreTypedValues(typed)).not.toThrow();
  });
});
