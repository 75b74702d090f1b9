import type { IslandDeclaration } from '../../app/island.ts';
import { FORM_ERROR_KEYS } from '../../lib/form-rules.ts';
import { cleanSectionId, variantOf } from './form-container.rules.ts';

/**
 * The enquiry form. Embedded, it hydrates when it comes near the viewport; a slide-in has no box
 * until opened, so its code loads only when something opens it: a trigger for its modal id, or an
 * open event (`openCustomModal-{id}`, `openCustomModal`) from any script, which the page runtime
 * holds until the slide-in is listening.
 */
export const island: IslandDeclaration = {
  load: (params) => (variantOf(params) === 'slide-in' ? 'demand' : 'visible'),
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
