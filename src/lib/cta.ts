import { buildHref } from '../fields/link.rules.ts';
import { readLink, readText } from '../fields/read.ts';

/**
 * A block's call to action as the Link helper takes it: the `cta` link field, the `ctaText`
 * override and the `ctaModalId` (a modal id opens that modal instead of following the link).
 * `visible`: a visitor would get something to click (an href or a modal id).
 */
export interface CtaPlan {
  field: unknown;
  text?: string;
  modalId?: string;
  visible: boolean;
}

export function ctaOf(fields: Record<string, unknown>, names = { cta: 'cta', text: 'ctaText', modalId: 'ctaModalId' }): CtaPlan {
  const text = readText(fields[names.text]).trim();
  const modalId = readText(fields[names.modalId]).trim();
  const visible = buildHref(readLink(fields[names.cta])) !== '' || modalId !== '';
  return { field: fields[names.cta], ...(text ? { text } : {}), ...(modalId ? { modalId } : {}), visible };
}
