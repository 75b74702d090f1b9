/**
 * What the ModalDialog block reads from its datasource (docs/people-and-resources.md, "Documents"):
 * `type` (text, or a droplink whose name is the type), `headline`, `description`, `cta`,
 * `sessionKey` (info), `modalId`.
 */
import { isRecord, readItem, readLink, readText } from '../../fields/read.ts';
import { infoSessionKey, modalTypeOf, type ModalDialogType } from '../../ui/modal-dialog/modal-dialog.rules.ts';

export interface ModalSettings {
  type: ModalDialogType;
  /** The id triggers and open events name (`[A-Za-z0-9_-]`, at most 100), or ''. */
  modalId: string;
  sessionKey: string;
  /** The call to action's address (an info dialog's button; a disclaimer's fallback for Agree). */
  ctaHref: string;
}

const MODAL_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function cleanModalId(value: unknown): string {
  const text = readText(value).trim();
  return MODAL_ID_PATTERN.test(text) ? text : '';
}

export function readModalSettings(fields: Readonly<Record<string, unknown>>): ModalSettings {
  const typeItem = readItem(fields.type);
  const typeText = readText(fields.type) || typeItem?.name || (isRecord(typeItem?.fields) ? readText(typeItem.fields.value) : '');
  const type = modalTypeOf(typeText);
  const href = readLink(fields.cta)?.href ?? '';
  return {
    type,
    modalId: cleanModalId(fields.modalId),
    sessionKey: infoSessionKey(readText(fields.sessionKey)),
    ctaHref: /^(https?:\/\/|\/(?!\/))/i.test(href.trim()) ? href.trim() : '',
  };
}
