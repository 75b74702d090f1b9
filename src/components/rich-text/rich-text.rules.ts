/**
 * SXA rich text (spec 000 "rich text"; 003: fields not shown, SXA sends `Text`). The `Styles`
 * param is a space-separated list of CSS classes chosen by editors; keep only valid class names.
 */
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

export function styleClasses(styles: unknown): string[] {
  if (typeof styles !== 'string') return [];
  const seen = new Set<string>();
  for (const token of styles.split(/[\s|]+/)) {
    if (CLASS_NAME.test(token)) seen.add(token);
  }
  return [...seen];
}

/** The element id: SXA's RenderingIdentifier param, when it is a usable id. */
export function renderingId(params: Record<string, string>): string | undefined {
  const id = params.RenderingIdentifier?.trim();
  return id && /^[A-Za-z][\w:-]*$/.test(id) ? id : undefined;
}
