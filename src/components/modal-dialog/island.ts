import type { IslandDeclaration } from '../../app/island.ts';
import { MODAL_DIALOG_PHRASES } from '../../ui/modal-dialog/modal-dialog.phrases.ts';
import { readModalSettings } from './modal-dialog-block.rules.ts';

/**
 * Loaded when the browser is idle: an info dialog then opens by itself (once per session), and
 * does not compete with the page's first paint. A trigger with its modal id (or an
 * `openCustomModal` event) hydrates it at once if it has not loaded yet (`modalIdOf`).
 */
export const island: IslandDeclaration = {
  load: 'idle',
  phrases: [...MODAL_DIALOG_PHRASES, 'ModalDialogEditorNote', 'OpensInNewTab'],
  modalIdOf: (fields) => readModalSettings(fields).modalId || undefined,
};
