/**
 * Which child placeholder an SXA partial design renders: the one its `sig` param names
 * (`sxa-header` in Sitecore's headless SXA layout). Hand-edited or older data without `sig` still
 * renders when the partial has exactly one placeholder; otherwise there is nothing to choose.
 */
export function partialPlaceholderName(params: Record<string, string>, placeholders: unknown): string {
  const sig = typeof params.sig === 'string' ? params.sig.trim() : '';
  if (sig) return sig;
  const keys = placeholders && typeof placeholders === 'object' && !Array.isArray(placeholders) ? Object.keys(placeholders) : [];
  return keys.length === 1 ? keys[0]! : '';
}
