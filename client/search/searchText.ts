/** Fills the `{count}` and `{query}` of the site config's search messages. */
export function fillIn(template: string, values: { count?: number; query?: string }): string {
  return template.replace('{count}', String(values.count ?? '')).replace('{query}', values.query ?? '');
}
