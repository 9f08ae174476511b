/** JSON that is safe inside `<script type="application/json">`. */

/**
 * Escapes `<` so that no `</script>` or `<!--` in page content can end the element early, and
 * the two line separators JavaScript once treated as newlines. JSON.parse reads both back.
 */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
