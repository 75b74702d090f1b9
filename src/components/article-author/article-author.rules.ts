/**
 * Author block (spec 001 sections 2 and 3): name and designation per author, from the route's
 * `author` multilist (items `{ fields: { name, designation } }`).
 */
import { fieldsOf, hasText, readItems } from '../../fields/read.ts';

export interface AuthorEntry {
  key: string;
  fields: Record<string, unknown>;
  /** First letters of the name, for the monogram. */
  initials: string;
}

/** Authors with a name (or, in edit mode, every item so editors can fill them in). */
export function authorEntries(field: unknown, editing: boolean): AuthorEntry[] {
  return readItems(field)
    .map((item, index) => {
      const fields = fieldsOf(item.fields);
      const name = hasText(fields.name) ? String((fields.name as { value: unknown }).value) : '';
      return { key: item.id ?? `author-${index}`, fields, initials: initialsOf(name) };
    })
    .filter((entry) => editing || hasText(entry.fields.name));
}

/** Up to two initials ('Amira Al Mansoori' → 'AM'); Arabic names give their first letters too. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0] ?? '') + (last ? (Array.from(last)[0] ?? '') : '');
}
