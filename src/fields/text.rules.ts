/**
 * Spec 000 section 5: "A plain text value that contains line breaks and no angle brackets is
 * shown with the breaks." Returns the lines to join with `<br>`, or null when the value should
 * be shown as it is.
 */
export function plainTextLines(value: string): string[] | null {
  if (!/\r?\n/.test(value) || /[<>]/.test(value)) return null;
  return value.split(/\r?\n/);
}
