import { hasText, readImage, readText } from '../../fields/read.ts';
import { readFormDefinition, isFieldError, type FieldError, type FormDefinition } from '../../lib/form-rules.ts';

/**
 * Form container (spec 000 sections 2, 3, 4, 8 and 9): an enquiry form shown embedded in the page
 * or as a slide-in panel, with a result state of none, success or error.
 */

/** Slide-in constants (spec 000 section 9). */
/** "On opening, the first editable input gets focus after 100 ms" (section 4). */
export const SLIDE_IN_FOCUS_DELAY_MS = 100;
/** "Slide-in: closing resets the state to none after 300 ms" (section 4): the panel's exit time. */
export const SLIDE_IN_CLOSE_RESET_MS = 300;
/** "The overlay is removed 800 ms after closing" (section 4). */
export const SLIDE_IN_OVERLAY_REMOVAL_MS = 800;
/**
 * "Scroll-event throttle 2 s" (section 9; what it throttles is not shown). Ours: page scrolling is
 * one of the interactions on which the hidden inputs are (re)filled (section 3: "filled on
 * interaction"): consent and analytics cookies often appear only after the visitor answers the
 * cookie banner, so they are re-read as the visitor scrolls, at most once every 2 s.
 */
export const SCROLL_REFRESH_THROTTLE_MS = 2000;

/** Our server's submit route (forms contract section 3). */
export const SUBMIT_PATH = '/api/forms/submit';
/**
 * The browser gives up on a submission after this long (not shown in the spec): our server
 * answers 504 well before (its own forms-system timeout), so this only catches a lost connection.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;

export type FormVariant = 'embedded' | 'slide-in';
export type ResultState = 'none' | 'success' | 'error';

/**
 * The variant is chosen by the SXA rendering variant (the `FieldNames` parameter, as the video
 * block's `VideoContent`): `SlideIn` (any case, with or without a hyphen or space) is the slide-in;
 * anything else, or none, is embedded.
 */
export function variantOf(params: Record<string, string> | undefined): FormVariant {
  const name = typeof params?.FieldNames === 'string' ? params.FieldNames : '';
  return name.replace(/[\s_-]/g, '').toLowerCase() === 'slidein' ? 'slide-in' : 'embedded';
}

export interface FormContainerContent {
  variant: FormVariant;
  /** The element id and, for the slide-in, the modal id its openers name ('' when unset). */
  sectionId: string;
  definition: FormDefinition | undefined;
  hasEyebrow: boolean;
  hasHeadline: boolean;
  hasDescription: boolean;
  hasImage: boolean;
  /** Nothing a visitor can use: no form definition, or a slide-in nothing can open. */
  isEmpty: boolean;
}

/**
 * Section ids become element ids, event names and attribute selectors: letters, digits, `-`, `_`,
 * `:` and `.` only (an id with spaces or quotes is ignored, and a slide-in without one is not shown).
 * Not the other blocks' `sectionIdOf` (src/lib/sxa-params.ts): this id is also the modal id that
 * links and buttons name, so it comes from the field alone (no rendering-param fallback its
 * openers never name) and keeps accepting the ids editors already use, a leading digit included
 * (decision record 008, "Anchors").
 */
export function cleanSectionId(field: unknown): string {
  const id = readText(field).trim();
  return /^[\w:.-]{1,100}$/.test(id) ? id : '';
}

export function containerContent(fields: Record<string, unknown>, params: Record<string, string> | undefined): FormContainerContent {
  const variant = variantOf(params);
  const sectionId = cleanSectionId(fields.sectionId);
  const definition = readFormDefinition(fields.form);
  return {
    variant,
    sectionId,
    definition,
    hasEyebrow: hasText(fields.eyebrow),
    hasHeadline: hasText(fields.headline),
    hasDescription: hasText(fields.description),
    hasImage: readImage(fields.image) !== undefined,
    isEmpty: !definition || definition.fields.length === 0 || (variant === 'slide-in' && sectionId === ''),
  };
}

/**
 * The stored link target a modal opener left under the modal id (spec 000 section 7), made safe
 * to use as the success panel's download link: a root-relative path or an http(s) URL only.
 */
export function downloadHrefOf(stored: string | null | undefined): string | undefined {
  const href = typeof stored === 'string' ? stored.trim() : '';
  if (href === '' || href.length > 2048) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return /^https?:\/\/[^\s]+$/i.test(href) ? href : undefined;
}

/** A v4 UUID: `crypto.randomUUID()`, or built from getRandomValues where that is missing (http). */
export function newSubmissionId(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SubmitOutcome = { kind: 'success' } | { kind: 'invalid'; errors: Record<string, FieldError> } | { kind: 'error'; reason: string };

/**
 * What an answer of our submit route means for the page (forms contract section 3): any 2xx is
 * stored; a 422 with errors for fields of this form is shown inline; everything else (a 422
 * naming no field of ours, 400/403/404/413, 5xx) shows the CMS failure panel: the visitor cannot
 * fix those by editing the form.
 */
export function outcomeOf(status: number, body: unknown, definition: FormDefinition): SubmitOutcome {
  if (status >= 200 && status < 300) return { kind: 'success' };
  if (status === 422 && typeof body === 'object' && body !== null) {
    const raw = (body as { errors?: unknown }).errors;
    const errors: Record<string, FieldError> = {};
    if (typeof raw === 'object' && raw !== null) {
      for (const field of definition.fields) {
        const error = Object.hasOwn(raw, field.name) ? (raw as Record<string, unknown>)[field.name] : undefined;
        if (field.type !== 'hidden' && isFieldError(error)) errors[field.name] = error;
      }
    }
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return { kind: 'error', reason: typeof code === 'string' ? code : `HTTP_${status}` };
}

/** The first field of the definition (in its order) that has an error. */
export function firstInvalidField(definition: FormDefinition, errors: Record<string, FieldError>): string | undefined {
  return definition.fields.find((field) => Object.hasOwn(errors, field.name))?.name;
}

/**
 * The result a plain HTML post came back with (`?form=success|error`, forms contract section 3),
 * for the embedded form only: a slide-in is closed on arrival.
 */
export function resultFromSearch(search: string, variant: FormVariant): ResultState {
  if (variant !== 'embedded' || !search) return 'none';
  const value = new URLSearchParams(search).get('form');
  return value === 'success' || value === 'error' ? value : 'none';
}

/** Throttle decision for the scroll refresh: run when the last run is long enough ago. */
export function isDue(lastRun: number | undefined, now: number, intervalMs: number): boolean {
  return lastRun === undefined || now - lastRun >= intervalMs;
}

/**
 * The browser's autofill hint for a field, from its name (the definition has no autocomplete
 * field): the usual enquiry fields get theirs, anything else none.
 */
const AUTOCOMPLETE: Record<string, string> = {
  firstname: 'given-name',
  givenname: 'given-name',
  lastname: 'family-name',
  familyname: 'family-name',
  surname: 'family-name',
  fullname: 'name',
  name: 'name',
  email: 'email',
  emailaddress: 'email',
  phone: 'tel',
  phonenumber: 'tel',
  telephone: 'tel',
  mobile: 'tel',
  company: 'organization',
  organisation: 'organization',
  organization: 'organization',
  jobtitle: 'organization-title',
  country: 'country',
};

export function autocompleteFor(name: string, type: string): string | undefined {
  if (type === 'checkbox' || type === 'hidden' || type === 'textarea') return undefined;
  const hint = AUTOCOMPLETE[name.replace(/[\s_.-]/g, '').toLowerCase()];
  if (hint) return hint;
  if (type === 'email') return 'email';
  if (type === 'tel') return 'tel';
  return undefined;
}
