/**
 * Enquiry form definitions and their validation: one module for the page (client validation on
 * blur and submit) and our server's submit route (the authority). Pure: no DOM, no Node.
 *
 * The spec leaves field validation to "a separate forms system" (000 section 5: not shown); our
 * own renderer and route replace that system, so the rules are ours, written down here:
 * - a required field must have a non-blank value (a required checkbox must be checked);
 * - an empty optional field is valid whatever its type;
 * - length is counted in UTF-16 units like the browser's `maxlength` (default 500, textarea 4000,
 *   at most MAX_FIELD_LENGTH whatever the editor sets), and checked before anything else;
 * - email: one `@`, a dotted domain of letters, digits and hyphens, at most 254 characters;
 * - phone: digits (Latin or Arabic-Indic) with spaces, `+ - . ( )`, an optional leading `+`,
 *   6 to 15 digits (the E.164 maximum);
 * - select: the value must be one of the options;
 * - pattern: the whole value must match the editor's regular expression (an invalid expression
 *   is ignored rather than blocking every visitor). It only ever runs on a value within the
 *   field's maxLength. The server runs it with RE2's semantics (`validateField`'s `matches`), so it
 *   ignores an expression RE2 cannot run (readFormDefinition's `checkPattern`; the page does not
 *   ship that check);
 * - hidden fields are filled by the page, not the visitor: only their length is checked.
 */

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'hidden';

export const FORM_FIELD_TYPES: readonly FormFieldType[] = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'hidden'];

export interface FormFieldDefinition {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  maxLength: number;
  pattern?: string;
  placeholder?: string;
  help?: string;
  options: { value: string; label: string }[];
  width: 'full' | 'half';
}

export interface FormDefinition {
  id: string;
  title: string;
  submitText: string;
  fields: FormFieldDefinition[];
}

export type FieldError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidPhone' | 'invalidOption' | 'invalidPattern';

/** English fallbacks; the phrase keys for `t()` are in FORM_ERROR_KEYS. `{max}` is the limit. */
export const FORM_ERROR_TEXTS: Record<FieldError, string> = {
  required: 'This field is required.',
  tooLong: 'Please use at most {max} characters.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidOption: 'Please choose one of the options.',
  invalidPattern: 'Please match the requested format.',
};

export const FORM_ERROR_KEYS: Record<FieldError, string> = {
  required: 'FormErrorRequired',
  tooLong: 'FormErrorTooLong',
  invalidEmail: 'FormErrorInvalidEmail',
  invalidPhone: 'FormErrorInvalidPhone',
  invalidOption: 'FormErrorInvalidOption',
  invalidPattern: 'FormErrorInvalidPattern',
};

export const FIELD_ERRORS: readonly FieldError[] = Object.keys(FORM_ERROR_TEXTS) as FieldError[];

export function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'string' && (FIELD_ERRORS as readonly string[]).includes(value);
}

export const DEFAULT_MAX_LENGTH = 500;
export const DEFAULT_TEXTAREA_MAX_LENGTH = 4000;
/**
 * The largest maxLength an editor can set: the server refuses longer values outright
 * (form-submission.ts), and no pattern ever runs on more than this.
 */
export const MAX_FIELD_LENGTH = 16_384;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PHONE_DIGITS = 6;
export const MAX_PHONE_DIGITS = 15;

/**
 * Field (and hidden input) names: what survives a urlencoded `field.<name>` and the server's
 * hidden-input filter (contract section 4). `__proto__`, `prototype` and `constructor` are not
 * names: as keys of a plain object they are the object's machinery, not data (a field called
 * `__proto__` would never be validated and its value silently lost; a hidden one makes a JSON
 * body other systems refuse).
 */
export const FIELD_NAME_PATTERN = /^(?!(?:__proto__|prototype|constructor)$)[A-Za-z0-9_.-]{1,80}$/;

export function defaultMaxLength(type: FormFieldType): number {
  return type === 'textarea' ? DEFAULT_TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH;
}

/** Checkbox values: 'on' (a browser's post) or 'true' are checked; anything else is not. */
export function isChecked(value: string | undefined): boolean {
  const v = value?.trim().toLowerCase();
  return v === 'on' || v === 'true';
}

// ---------------------------------------------------------------------------------------------
// Reading a definition

/** Why readFormDefinition left a field out (the server logs these). */
export type SkippedFieldReason = 'notAnItem' | 'badName' | 'duplicateName' | 'unknownType';

/** Why readFormDefinition left a field's pattern out (the field itself is kept). */
export type DroppedPatternReason = 'doesNotCompile' | 'unsafe';

export interface ReadFormOptions {
  /**
   * Why an editor's expression cannot be kept, or undefined to keep it. The server passes its check
   * (src/server/form-patterns.ts: ECMAScript syntax read by a parser, and RE2's verdict: no
   * back-reference, no look-around), so no pattern from the CMS reaches `new RegExp` there. Without
   * one (the page, and the server's render, which never validates), every pattern is kept: the
   * page's engine compiles it when it checks a value, and one that does not compile checks nothing
   * (`compilePattern`), as a dropped one would.
   */
  checkPattern?: (source: string) => DroppedPatternReason | undefined;
  /** Told about each pattern left out, by field name (the server logs these). */
  onDroppedPattern?: (fieldName: string, reason: DroppedPatternReason) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field's raw value: `{ value: x }` (Layout Service) or a bare x (a GraphQL map). */
function rawValue(field: unknown): unknown {
  return isRecord(field) && 'value' in field ? field.value : field;
}

function text(field: unknown): string {
  const value = rawValue(field);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function bool(field: unknown): boolean {
  const value = rawValue(field);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'true'].includes(value.trim().toLowerCase());
  return false;
}

function positiveInteger(field: unknown): number | undefined {
  const value = rawValue(field);
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Select options: one per line, `value|Label`; a line without `|` is both. Blank lines dropped. */
export function parseOptions(source: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const line of source.split(/\r?\n/)) {
    const bar = line.indexOf('|');
    const value = (bar === -1 ? line : line.slice(0, bar)).trim();
    const label = (bar === -1 ? line : line.slice(bar + 1)).trim() || value;
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label });
  }
  return options;
}

/** The entries of the definition's field list: an array, or `{ value: [...] }`. */
function fieldEntries(field: unknown): unknown[] {
  if (Array.isArray(field)) return field;
  if (isRecord(field) && Array.isArray(field.value)) return field.value;
  return [];
}

interface ReadField {
  field: FormFieldDefinition;
  droppedPattern?: DroppedPatternReason;
}

function readField(entry: unknown, checkPattern: ReadFormOptions['checkPattern']): ReadField | SkippedFieldReason {
  if (!isRecord(entry)) return 'notAnItem';
  // An item `{ id, name, fields: {…} }`, or the map of fields itself.
  const fields = isRecord(entry.fields) ? entry.fields : entry;
  const name = (text(fields.name) || (typeof entry.name === 'string' ? entry.name : '')).trim();
  if (!FIELD_NAME_PATTERN.test(name)) return 'badName';
  const type = (text(fields.type).trim().toLowerCase() || 'text') as FormFieldType;
  if (!FORM_FIELD_TYPES.includes(type)) return 'unknownType';
  const width = text(fields.width).trim().toLowerCase() === 'half' ? 'half' : 'full';
  const label = text(fields.label).trim() || (typeof entry.displayName === 'string' ? entry.displayName.trim() : '') || name;
  const definition: FormFieldDefinition = {
    name,
    label,
    type,
    required: bool(fields.required),
    maxLength: Math.min(positiveInteger(fields.maxLength) ?? defaultMaxLength(type), MAX_FIELD_LENGTH),
    options: type === 'select' ? parseOptions(text(fields.options)) : [],
    width,
  };
  let droppedPattern: DroppedPatternReason | undefined;
  const pattern = text(fields.pattern).trim();
  if (pattern) {
    droppedPattern = checkPattern?.(pattern);
    if (!droppedPattern) definition.pattern = pattern;
  }
  const placeholder = text(fields.placeholder);
  if (placeholder.trim()) definition.placeholder = placeholder;
  const help = text(fields.help).trim();
  if (help) definition.help = help;
  return droppedPattern ? { field: definition, droppedPattern } : { field: definition };
}

/**
 * Reads the `form` droplink (or a GraphQL item's field list turned into the same map) tolerantly:
 * undefined when it is not an item with an id; fields with a bad, reserved or repeated name or an
 * unknown type are left out (and reported to `onSkip`, for the server's log); a pattern that
 * `options.checkPattern` refuses is left out of its field (and reported to
 * `options.onDroppedPattern`).
 */
export function readFormDefinition(
  item: unknown,
  onSkip?: (reason: SkippedFieldReason, entry: unknown, index: number) => void,
  options: ReadFormOptions = {},
): FormDefinition | undefined {
  if (!isRecord(item)) return undefined;
  // `{ value: { id, fields } }` as some serializers wrap a droplink.
  const source = !('fields' in item) && !('id' in item) && isRecord(item.value) ? item.value : item;
  const id = typeof source.id === 'string' ? source.id.trim() : '';
  if (id === '') return undefined;
  const fields = isRecord(source.fields) ? source.fields : {};
  const definition: FormDefinition = {
    id,
    title: text(fields.title).trim(),
    submitText: text(fields.submitText).trim(),
    fields: [],
  };
  const names = new Set<string>();
  fieldEntries(fields.fields).forEach((entry, index) => {
    const read = readField(entry, options.checkPattern);
    if (typeof read === 'string') return onSkip?.(read, entry, index);
    const { field, droppedPattern } = read;
    if (names.has(field.name)) return onSkip?.('duplicateName', entry, index);
    names.add(field.name);
    if (droppedPattern) options.onDroppedPattern?.(field.name, droppedPattern);
    definition.fields.push(field);
  });
  return definition;
}

// ---------------------------------------------------------------------------------------------
// Validation

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const PHONE_CHARACTERS = /^\+?[0-9\u0660-\u0669\u06F0-\u06F9 ().-]+$/;
const PHONE_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/g;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.match(PHONE_DIGIT)?.length ?? 0;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

const patternCache = new Map<string, RegExp | null>();

/** The editor's expression anchored to the whole value; null when it does not compile. */
export function compilePattern(source: string): RegExp | null {
  let compiled = patternCache.get(source);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      try {
        compiled = new RegExp(`^(?:${source})$`);
      } catch {
        compiled = null;
      }
    }
    if (patternCache.size > 200) patternCache.clear();
    patternCache.set(source, compiled);
  }
  return compiled;
}

/**
 * Whether a value matches an editor's pattern, the whole value; undefined when the pattern cannot
 * be run here (no check). The page uses the browser's own engine; the server passes RE2's
 * (src/server/form-patterns.ts), so no pattern can hold its one thread.
 */
export type PatternMatcher = (source: string, value: string) => boolean | undefined;

const nativeMatches: PatternMatcher = (source, value) => compilePattern(source)?.test(value);

export function validateField(field: FormFieldDefinition, value: string, matches: PatternMatcher = nativeMatches): FieldError | undefined {
  const raw = typeof value === 'string' ? value : '';
  if (field.type === 'checkbox') return field.required && !isChecked(raw) ? 'required' : undefined;
  // First, and capped whatever the definition says: no expression ever runs on a long value.
  if (raw.length > Math.min(field.maxLength, MAX_FIELD_LENGTH)) return 'tooLong';
  if (field.type === 'hidden') return undefined;
  const trimmed = raw.trim();
  if (trimmed === '') return field.required ? 'required' : undefined;
  if (field.type === 'email' && !isValidEmail(trimmed)) return 'invalidEmail';
  if (field.type === 'tel' && !isValidPhone(trimmed)) return 'invalidPhone';
  if (field.type === 'select' && !field.options.some((option) => option.value === trimmed)) return 'invalidOption';
  if (field.pattern) {
    if (matches(field.pattern, trimmed) === false) return 'invalidPattern';
  }
  return undefined;
}

/**
 * Errors by field name for every field of the definition (missing values count as empty), in a
 * map without a prototype: the names come from the CMS.
 */
export function validateSubmission(def: FormDefinition, values: Record<string, string>, matches?: PatternMatcher): Record<string, FieldError> {
  const errors = Object.create(null) as Record<string, FieldError>;
  for (const field of def.fields) {
    const value = Object.hasOwn(values, field.name) ? values[field.name] : '';
    const error = validateField(field, typeof value === 'string' ? value : '', matches);
    if (error) errors[field.name] = error;
  }
  return errors;
}
