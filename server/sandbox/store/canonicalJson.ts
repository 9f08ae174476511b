/**
 * JSON with object keys sorted, so two values compare equal whatever order their keys were written
 * in: what `replace` compares in memory, as PostgreSQL compares JSONB values.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
