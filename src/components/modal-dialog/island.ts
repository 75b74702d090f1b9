import type { IslandDeclaration } from '../../app/island.ts';
import { MODAL_DIALOG_PHRASES } from '../../ui/modal-dialog/modal-dialog.phrases.ts';
import { readModalSettings } from './modal-dialog-block.rules.ts';

/**
 * An info dialog loads when the browser is idle: it then opens by itself (once per session), and
 * does not compete with the page's first paint. A disclaimer only ever opens when asked, so it
 * loads on demand: a trigger with its modal id (or an `openCustomModal` event) hydrates it at once
 * (`modalIdOf`).
 */
export const island: IslandDeclaration = {
  load: (_params, fields) => (readModalSettings(fields).type === 'info' ? 'idle' : 'demand'),
  phrases: [...MODAL_DIALOG_PHRASES, 'ModalDialogEditorNote', 'OpensInNewTab'],
  modalIdOf: (fields) => readModalSettings(fields).modalId || undefined,
};
