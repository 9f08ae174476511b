/**
 * The records the sandbox knows: the contract's named examples. A path that names a record
 * (`/chat/professionals/{professionalId}`) must name the one the operation's example describes,
 * by its ID or, for a user, as `ext:<external_id>`; any other ID is the API's `404`, as it would
 * be for a record that does not exist.
 */
import type { OpenAPIV3_1 } from 'openapi-types';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class SandboxRecords {
  /** ID → every way a path may name that record. */
  private readonly aliases = new Map<string, Set<string>>();

  constructor(examples: Record<string, OpenAPIV3_1.ExampleObject | OpenAPIV3_1.ReferenceObject>) {
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      if (!isRecord(value)) return;
      if (typeof value.id === 'string') {
        const names = this.aliases.get(value.id) ?? new Set([value.id]);
        if (typeof value.external_id === 'string') names.add(`ext:${value.external_id}`);
        this.aliases.set(value.id, names);
      }
      Object.values(value).forEach(visit);
    };
    Object.values(examples).forEach((example) => visit((example as OpenAPIV3_1.ExampleObject).value));
  }

  /**
   * The path values that name a record the example describes: its ID fields (`id`, `user_id`, …)
   * and their aliases. Empty when the example names no record (then any well-formed ID is fine).
   */
  namedBy(example: unknown): Set<string> {
    const names = new Set<string>();
    if (!isRecord(example)) return names;
    for (const [field, value] of Object.entries(example)) {
      if (typeof value !== 'string' || !(field === 'id' || field.endsWith('_id'))) continue;
      for (const name of this.aliases.get(value) ?? [value]) names.add(name);
    }
    return names;
  }
}
