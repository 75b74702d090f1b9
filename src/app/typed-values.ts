/**
 * What a visitor typed, chose or ticked inside an island before it hydrated. A focus or a key
 * starts the island's hydration, but its chunk may arrive after the first keystrokes: React then
 * hydrates controlled fields with their initial state, and the text in the box would be lost to
 * the form (a required field reported empty). The runtime takes these values before hydrating and
 * gives them back afterwards as the visitor's own input events, so the island's state gets them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TypedValue {
  field: Field;
  /** The text or chosen value; for a checkbox or radio, whether it is checked. */
  value: string | boolean;
}

const TOGGLES = new Set(['checkbox', 'radio']);
const IGNORED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function selectChanged(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/** The fields inside `root` whose value differs from the one the server wrote. */
export function takeTypedValues(root: Element): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (selectChanged(field)) typed.push({ field, value: field.value });
    } else if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) {
      if (field.checked !== field.defaultChecked) typed.push({ field, value: field.checked });
    } else if (!(field instanceof HTMLInputElement && IGNORED.has(field.type))) {
      if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
    }
  }
  return typed;
}

function nativeSetter(field: Field, property: 'value' | 'checked'): ((value: unknown) => void) | undefined {
  const prototype = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(prototype, property)?.set as ((value: unknown) => void) | undefined;
}

/**
 * Gives the values back as input events on the hydrated fields. The field's own setter is called
 * first with the hydrated state's value (React's change tracking keeps it), then the element's
 * native setter with the typed one, so React sees a change and calls the field's onChange.
 */
export function restoreTypedValues(typed: readonly TypedValue[]): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) {
      if (field.checked === value) field.checked = !value;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = String(value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const hydrated = field.value;
      field.value = hydrated === value ? '' : hydrated;
      nativeSetter(field, 'value')?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
