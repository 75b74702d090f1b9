import { isOtherOrigin } from '../lib/urls.ts';
import type { LinkFieldValue } from './types.ts';

/**
 * What a link field becomes (spec 000 section 5):
 * - an anchor when it has an address;
 * - a modal trigger when it has a modal id (with or without an address: the address is handed
 *   to the modal, spec 000 section 7);
 * - plain text when it has text but no address;
 * - nothing otherwise (outside editing; editors see an empty-field placeholder).
 * A link opens in a new tab when it is of external type, points to another origin, or asks for
 * `_blank`; it then gets `rel="noopener noreferrer"` and a screen-reader notice.
 */
export type LinkPlan =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'modal'; modalId: string; href: string; text: string }
  | {
      kind: 'anchor';
      href: string;
      text: string;
      newTab: boolean;
      title?: string;
    };

export interface LinkPlanInput {
  value: LinkFieldValue | undefined;
  modalId?: string | undefined;
  /** Text that replaces the field's own text (a separate ctaText field, say). */
  text?: string | undefined;
  /** The site's own origin, to tell other-origin absolute links. */
  ownOrigin?: string | undefined;
}

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;

export function buildHref(value: LinkFieldValue | undefined): string {
  if (!value) return '';
  let href = (value.href ?? value.url ?? '').trim();
  if (href === '' && value.anchor) return `#${value.anchor.replace(/^#/, '')}`;
  if (href === '' || UNSAFE_SCHEME.test(href)) return '';
  const query = value.querystring?.trim().replace(/^\?/, '');
  if (query && !href.includes('?')) href += `?${query}`;
  const anchor = value.anchor?.trim().replace(/^#/, '');
  if (anchor && !href.includes('#')) href += `#${anchor}`;
  return href;
}

export function isNewTabLink(value: LinkFieldValue | undefined, href: string, ownOrigin?: string): boolean {
  if (!value) return false;
  if (value.target?.trim().toLowerCase() === '_blank') return true;
  if (value.linktype?.toLowerCase() === 'external') return true;
  return isOtherOrigin(href, ownOrigin);
}

export function planLink({ value, modalId, text, ownOrigin }: LinkPlanInput): LinkPlan {
  const href = buildHref(value);
  const label = (text?.trim() || value?.text?.trim() || '').trim();
  const modal = modalId?.trim();
  if (modal) return { kind: 'modal', modalId: modal, href, text: label };
  if (href === '') return label ? { kind: 'text', text: label } : { kind: 'none' };
  const plan: LinkPlan = {
    kind: 'anchor',
    href,
    text: label || value?.title?.trim() || href,
    newTab: isNewTabLink(value, href, ownOrigin),
  };
  const title = value?.title?.trim();
  if (title) plan.title = title;
  return plan;
}
