/**
 * The shared modal dialog's rules (spec 002 sections 2, 4 and 9): its types, its timing and the
 * "info shows once per session" flag. Pure: the component and the blocks read these.
 */

export type ModalDialogType = 'info' | 'disclaimer';

/** Spec 002 section 9: "Modal fade-out 300 ms; fade-in delay 50 ms". */
export const MODAL_FADE_IN_DELAY_MS = 50;
export const MODAL_FADE_OUT_MS = 300;

/** Spec 002 section 9: "a default modal-info-shown key" (the flag when the editor gave none). */
export const DEFAULT_INFO_SESSION_KEY = 'modal-info-shown';

/** The history entry an open dialog adds (history.state[MODAL_HISTORY_KEY] = its name). */
export const MODAL_HISTORY_KEY = 'modalDialog';

/** 'info' or 'disclaimer' from a text or droplink value, case and spaces forgiven; 'info' otherwise. */
export function modalTypeOf(value: unknown): ModalDialogType {
  return typeof value === 'string' && value.trim().toLowerCase() === 'disclaimer' ? 'disclaimer' : 'info';
}

/** The session key of an info dialog: the editor's key when it is usable text, else the default. */
export function infoSessionKey(key: unknown): string {
  const text = typeof key === 'string' ? key.trim() : '';
  return text.length > 0 && text.length <= 100 ? text : DEFAULT_INFO_SESSION_KEY;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Has the info dialog under this key been shown in this session? Unreadable storage: no. */
export function wasInfoShown(storage: SessionStore | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Remembers that it has (storage may refuse: privacy modes; then it shows again next page). */
export function markInfoShown(storage: SessionStore | undefined, key: string): void {
  try {
    storage?.setItem(key, 'true');
  } catch {
    // Nothing to do: the flag is a courtesy.
  }
}

/** Should an info dialog open by itself when the page loads? Once per session, never in edit mode. */
export function shouldAutoOpenInfo(storage: SessionStore | undefined, key: string, editing: boolean): boolean {
  return !editing && !wasInfoShown(storage, key);
}

/** The fade timings, none when the visitor asks for reduced motion. */
export function modalTimings(reducedMotion: boolean): { fadeInDelayMs: number; fadeOutMs: number } {
  return reducedMotion ? { fadeInDelayMs: 0, fadeOutMs: 0 } : { fadeInDelayMs: MODAL_FADE_IN_DELAY_MS, fadeOutMs: MODAL_FADE_OUT_MS };
}
