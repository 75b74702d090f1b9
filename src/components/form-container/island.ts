import type { IslandDeclaration } from '../../app/island.ts';
import { FORM_ERROR_KEYS } from '../../lib/form-rules.ts';
import { cleanSectionId, variantOf } from './form-container.rules.ts';

/**
 * The enquiry form. Embedded, it hydrates when it comes near the viewport; a slide-in has no box
 * until opened, so it hydrates when the browser is idle, and at once when a trigger for its modal
 * id is used before then.
 */
export const island: IslandDeclaration = {
  load: (params) => (variantOf(params) === 'slide-in' ? 'idle' : 'visible'),
  phrases: [
    ...Object.values(FORM_ERROR_KEYS),
    'FormClose',
    'FormContinue',
    'FormDialog',
    'FormDownload',
    'FormEditorFailure',
    'FormEditorNoForm',
    'FormEditorNoSectionId',
    'FormEditorSlideIn',
    'FormEditorSuccess',
    'FormFailureDescription',
    'FormFailureHeadline',
    'FormRequiredNote',
    'FormSelectPlaceholder',
    'FormSending',
    'FormSubmit',
    'FormSuccessDescription',
    'FormSuccessHeadline',
    'FormTryAgain',
  ],
  modalIdOf: (fields, params) => (variantOf(params) === 'slide-in' ? cleanSectionId(fields.sectionId) || undefined : undefined),
};
