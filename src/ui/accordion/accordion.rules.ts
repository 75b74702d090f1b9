/**
 * The disclosure rules every accordion of the site shares (spec 003 section 4: the accordion
 * block, the contact-card groups and the country selector's regions): one item open at a time,
 * the first open by default, a toggle that closes the open item, and in editing mode every item
 * open and inert. Pure: the hook in use-accordion.ts keeps the state, the blocks render it.
 */

/** The open item's index, or null when the visitor has closed it. */
export type OpenIndex = number | null;

/** Spec 003 section 4: "the first is open by default" (none when there are no items). */
export function initialOpenIndex(count: number): OpenIndex {
  return count > 0 ? 0 : null;
}

/**
 * A click, Enter or Space on an item's header: the open item closes, any other opens and closes
 * the one that was open ("one item open at a time"). An index out of range changes nothing.
 */
export function toggledIndex(open: OpenIndex, index: number, count: number): OpenIndex {
  if (!Number.isInteger(index) || index < 0 || index >= count) return open;
  return open === index ? null : index;
}

/** Spec 003 section 4: "In editing mode all items are open". */
export function isItemOpen(open: OpenIndex, index: number, editing: boolean): boolean {
  return editing || open === index;
}

/**
 * Moving between the headers of one accordion (the WAI-ARIA accordion pattern's optional keys):
 * ArrowDown / ArrowUp to the next / previous header, wrapping, Home / End to the ends. Enter and
 * Space are the button's own (they click). Returns the header to focus, or null for other keys.
 */
export function headerFocusTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
