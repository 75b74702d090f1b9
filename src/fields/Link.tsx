import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { usePageFacts, useIsEditing, useTranslate } from '../app/context/index.ts';
import { MODAL_HREF_ATTRIBUTE, MODAL_TRIGGER_ATTRIBUTE } from '../app/modal-triggers.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import { EmptyFieldPlaceholder, withFieldMetadata } from './editing.tsx';
import { planLink } from './link.rules.ts';
import { readEditable, readLink, readMetadata } from './read.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'href' | 'children'> {
  field: unknown;
  /** Opens this modal instead of navigating (spec 000: Button "a modal id"). */
  modalId?: string | undefined;
  /** Replaces the field's own text (a separate ctaText field). */
  text?: string | undefined;
  /** Link contents; the text of the field is used when absent. */
  children?: ReactNode;
  emptyLabel?: string;
  /** Edit mode: render the chromes editing markup when the field has it (default true). */
  editable?: boolean;
}

/**
 * A general link field, following spec 000 section 5 (see link.rules.ts). New-tab links carry
 * `rel="noopener noreferrer"` and a visually hidden "(Opens in a new tab)".
 */
export function Link({ field, modalId, text, children, emptyLabel = 'Link', editable: useEditable = true, className, ...rest }: LinkProps) {
  const editing = useIsEditing();
  const { publicUrl } = usePageFacts();
  const t = useTranslate();
  const editableMarkup = editing && useEditable && children === undefined ? readEditable(field) : undefined;
  if (editableMarkup) return <span className={className} dangerouslySetInnerHTML={{ __html: editableMarkup }} />;

  // A `target` given by the caller counts like the field's own (a `_blank` gets the notice too).
  const value = readLink(field);
  const plan = planLink({
    value: value && typeof rest.target === 'string' ? { ...value, target: rest.target } : value,
    modalId,
    text,
    ownOrigin: publicUrl,
  });
  const metadata = editing ? readMetadata(field) : undefined;

  switch (plan.kind) {
    case 'none':
      return editing ? withFieldMetadata(metadata, <EmptyFieldPlaceholder label={emptyLabel} />) : null;
    case 'text':
      return withFieldMetadata(metadata, <span className={className}>{children ?? plan.text}</span>);
    case 'modal':
      return withFieldMetadata(
        metadata,
        <button
          {...buttonSafeProps(rest)}
          type="button"
          className={className}
          // The page's one delegated listener opens it (modal-triggers.ts): no hydration needed.
          {...{ [MODAL_TRIGGER_ATTRIBUTE]: plan.modalId }}
          {...(plan.href ? { [MODAL_HREF_ATTRIBUTE]: plan.href } : {})}
        >
          {children ?? plan.text}
        </button>,
      );
    case 'anchor':
      return withFieldMetadata(
        metadata,
        <a
          {...rest}
          className={className}
          href={plan.href}
          title={rest.title ?? plan.title}
          {...(plan.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children ?? plan.text}
          {plan.newTab && <VisuallyHidden> {t('OpensInNewTab', '(Opens in a new tab)')}</VisuallyHidden>}
        </a>,
      );
  }
}

/** The caller's props that also fit a `<button>` (id, aria-*, data-*), for the modal trigger. */
function buttonSafeProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(props)) {
    if (key === 'id' || key.startsWith('aria-') || key.startsWith('data-')) out[key] = v;
  }
  return out;
}
