/** Every phrase the modal dialog looks up (spec 002 section 8: dictionary keys agree, close). */
export const MODAL_DIALOG_PHRASES = ['agree', 'close'] as const;
