/** The query string of a request URL, `?` included, or '' : redirects keep it. */
export function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}
