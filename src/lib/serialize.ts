/**
 * JSON that is safe inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are
 * written as unicode escapes, so no value can close the element or break a JS parser.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (ch) => ESCAPES[ch] ?? ch);
}
