import { planLink } from '../../fields/link.rules.ts';
import { isRecord, readBoolean, readItem, readLink, readText } from '../../fields/read.ts';
import { styleClasses } from '../../lib/sxa-params.ts';

/**
 * The Button block (spec 000 section 3: "Button: a link, label, variant, a modal id, a disabled
 * flag"; section 9: variants primary, secondary, tertiary, ghost, white, darkBg, sizes by the
 * suffix Sm or Xs, read by `parseButtonVariant` in src/ui/button.rules.ts).
 *
 * Field names as templates send them: `link` (or `Link`, `cta`), `label` (`Label`, `text`),
 * `variant` (`Variant`: a text, or a droplink to an item whose `value` field, name or display
 * name is the variant), `modalId` (`ModalId`, `ctaModalId`), `disabled` (`Disabled`,
 * `isDisabled`). A `Variant` rendering parameter is used when the datasource has none.
 */
export type ButtonBlockPlan =
  /** Nothing to show a visitor. */
  | { kind: 'none' }
  /** A real disabled `<button>` (spec: "a disabled flag"); never a link. */
  | { kind: 'disabled'; label: string }
  /**
   * A label with no address and no modal: shown as text (spec 000 section 5), without the look
   * of a button, since nothing happens when it is pressed.
   */
  | { kind: 'text'; label: string }
  /** A link (or, with a modal id, a button that opens the modal); `label` '' means "use the default". */
  | { kind: 'action'; label: string; modalId?: string };

function pick(fields: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (fields[name] !== undefined && fields[name] !== null) return fields[name];
  return undefined;
}

export const linkFieldOf = (fields: Record<string, unknown>): unknown => pick(fields, ['link', 'Link', 'cta']);

/** The variant name from a text field, a droplink item, or the rendering's parameters. */
export function variantNameOf(fields: Record<string, unknown>, params: Record<string, string>): string {
  const field = pick(fields, ['variant', 'Variant']);
  const text = readText(field).trim();
  if (text) return text;
  const item = readItem(field);
  if (item) {
    const itemFields = isRecord(item.fields) ? item.fields : {};
    const named = readText(pick(itemFields, ['value', 'Value', 'variant', 'Variant', 'name', 'Name'])).trim();
    if (named) return named;
    if (item.name?.trim()) return item.name.trim();
    if (item.displayName?.trim()) return item.displayName.trim();
  }
  return (params.Variant ?? params.variant ?? '').trim();
}

export function planButton(fields: Record<string, unknown>): ButtonBlockPlan {
  const link = readLink(linkFieldOf(fields));
  const label = readText(pick(fields, ['label', 'Label', 'text'])).trim();
  const modalId = readText(pick(fields, ['modalId', 'ModalId', 'ctaModalId'])).trim();
  const disabled = readBoolean(pick(fields, ['disabled', 'Disabled', 'isDisabled']));
  const ownText = label || link?.text?.trim() || link?.title?.trim() || '';

  if (disabled) return ownText ? { kind: 'disabled', label: ownText } : { kind: 'none' };
  const plan = planLink({ value: link, modalId, text: label });
  switch (plan.kind) {
    case 'none':
      return { kind: 'none' };
    case 'text':
      return { kind: 'text', label: plan.text };
    case 'modal':
      // A modal button with no words would be a control without a name: not shown.
      return ownText ? { kind: 'action', label: ownText, modalId: plan.modalId } : { kind: 'none' };
    case 'anchor':
      // Without a label the link's own text or title; never its address as the words.
      return { kind: 'action', label: ownText };
  }
}

export type ButtonAlign = 'start' | 'center' | 'end';

export interface ButtonBlockLayout {
  classes: string[];
  align: ButtonAlign;
  /** A style naming a dark background (`container-dark-background`, `dark-bg`): for white and darkBg. */
  dark: boolean;
}

export function buttonBlockLayout(styles: unknown): ButtonBlockLayout {
  const classes = styleClasses(styles);
  const lower = classes.map((c) => c.toLowerCase());
  const align: ButtonAlign = lower.includes('position-right') ? 'end' : lower.includes('position-center') ? 'center' : 'start';
  return { classes, align, dark: lower.some((c) => /dark-?(background|bg)/.test(c)) };
}
