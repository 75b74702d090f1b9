import { buildHref } from '../../fields/link.rules.ts';
import { fieldsOf, hasText, isRecord, readImage, readLink, readList, readText } from '../../fields/read.ts';

/**
 * Contact cards (spec 003 sections 3, 4, 5): the pure rules.
 *
 * ```
 * ContactCards fields { headline, description, sectionId,
 *   contactGroups: [{ id, fields: { accordionItemTitle,
 *     contactCards: [{ id, fields: { cardTitle, cardDescription, cardImage, phoneNumber, email,
 *                                    address (rich text), workingHours, map (link) } }] } }] }
 * ```
 */

export interface ContactCardModel {
  key: string;
  fields: Record<string, unknown>;
  title: string;
  phones: string[];
  emails: string[];
  hasDescription: boolean;
  hasImage: boolean;
  hasAddress: boolean;
  hasWorkingHours: boolean;
  hasMap: boolean;
}

export interface ContactGroupModel {
  key: string;
  fields: Record<string, unknown>;
  title: string;
  cards: ContactCardModel[];
}

/**
 * Spec 003 section 5: "Phone and email lines are split on newline, trimmed, blanks dropped." A
 * `<br>` counts as a newline too (editors paste them into multi-line fields).
 */
export function splitLines(value: unknown): string[] {
  const text = readText(value);
  return text
    .split(/\r\n|\r|\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The `tel:` address of a phone line: its digits, with the leading `+` of an international
 * number; null when the line holds fewer than 3 digits (it is shown as text, not as a link).
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/;

/** The `mailto:` address of an email line, or null when it is no address (shown as text). */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return EMAIL.test(address) ? `mailto:${address}` : null;
}

/**
 * Spec 003 section 4: "Contact group titles append the item count in parentheses outside editing
 * mode" ("Dubai (3)"). Editors see the title alone, as they edit it.
 */
export function groupTitle(title: string, count: number, editing: boolean): string {
  return editing ? title : `${title} (${count})`;
}

function readCard(entry: unknown, index: number): ContactCardModel | undefined {
  if (!isRecord(entry)) return undefined;
  const fields = fieldsOf(entry.fields);
  const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : 'card';
  return {
    key: `${id}-${index}`,
    fields,
    title: readText(fields.cardTitle).trim(),
    phones: splitLines(fields.phoneNumber),
    emails: splitLines(fields.email),
    hasDescription: hasText(fields.cardDescription),
    hasImage: readImage(fields.cardImage) !== undefined,
    hasAddress: hasText(fields.address),
    hasWorkingHours: hasText(fields.workingHours),
    hasMap: buildHref(readLink(fields.map)) !== '',
  };
}

/** Whether a card has anything a visitor could read. */
function hasContent(card: ContactCardModel): boolean {
  return (
    card.title !== '' ||
    card.phones.length > 0 ||
    card.emails.length > 0 ||
    card.hasDescription ||
    card.hasImage ||
    card.hasAddress ||
    card.hasWorkingHours ||
    card.hasMap
  );
}

/**
 * The groups and their cards, in order. Not shown in the spec, our decisions for visitors: a card
 * with nothing to show is left out; a group without a title (a header with no name) or without
 * cards (a header that opens on nothing) is left out. Editors see everything, with placeholders.
 */
export function readContactGroups(fields: Record<string, unknown>, editing: boolean): ContactGroupModel[] {
  const groups: ContactGroupModel[] = [];
  readList(fields.contactGroups).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const groupFields = fieldsOf(entry.fields);
    const cards = readList(groupFields.contactCards)
      .map((card, i) => readCard(card, i))
      .filter((card): card is ContactCardModel => card !== undefined && (editing || hasContent(card)));
    const title = readText(groupFields.accordionItemTitle).trim();
    if (!editing && (title === '' || cards.length === 0)) return;
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : 'group';
    groups.push({ key: `${id}-${index}`, fields: groupFields, title, cards });
  });
  return groups;
}
