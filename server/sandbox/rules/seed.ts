/**
 * The demo set every space starts with, read from the contract's named examples (never written out
 * here, so the sandbox and the reference pages cannot disagree): the professionals, the user the
 * documented user token belongs to, that user's messages and their conversation, and the documented
 * Create a user request, which counts as already made in every space (sent again with the
 * Idempotency-Key the contract gives it, it replays the seed user's 201).
 *
 * Null when the contract is not one whose operations the rules know (another site's contract, a
 * test fixture): its operations keep the answers of their examples.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { firstExample } from '../exampleResponse.ts';

export type Json = Record<string, unknown>;
export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which credential a security scheme takes, from its `x-example`'s prefix. */
export type Role = 'secret' | 'user';

export interface SeedSet {
  /** The documented test credentials: the shared demo space's, never expiring. */
  secretKey: string;
  userToken: string;
  /** Security scheme name → the credential it takes. */
  schemes: Map<string, Role>;
  userId: string;
  user: Json;
  /** As the list shows them, in the contract's order. */
  professionals: Json[];
  /** Professional ID → the profile (list fields and bio, languages, joined_at). */
  profiles: Map<string, Json>;
  /** The seed user's messages, oldest first. */
  messages: Json[];
  /** The documented Create a user request, as already made: its Idempotency-Key and body. */
  createUser: { idempotencyKey: string; path: string; body: unknown } | null;
}

const PROFILE_FIELDS = ['bio', 'languages', 'joined_at'];

export function readSeed(document: OpenAPIV3_1.Document): SeedSet | null {
  const schemes = new Map<string, Role>();
  let secretKey: string | undefined;
  let userToken: string | undefined;
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const example = (scheme as { 'x-example'?: unknown })['x-example'];
    if (typeof example !== 'string') continue;
    if (example.startsWith('sk_test_')) {
      secretKey = example;
      schemes.set(name, 'secret');
    } else if (example.startsWith('ut_')) {
      userToken = example;
      schemes.set(name, 'user');
    }
  }
  if (!secretKey || !userToken) return null;

  // Every object with an `id` in the examples, the first of each ID first (the contract's order).
  const values: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isJson(value)) return;
    values.push(value);
    Object.values(value).forEach(visit);
  };
  for (const example of Object.values(document.components?.examples ?? {})) {
    visit((example as OpenAPIV3_1.ExampleObject).value);
  }
  const firstById = new Map<string, Json>();
  for (const value of values) {
    if (typeof value.id === 'string' && !firstById.has(value.id)) firstById.set(value.id, value);
  }
  // The user the documented token belongs to: the example that names both (Authenticate a user's).
  const tokenExample = values.find((value) => value.token === userToken && typeof value.user_id === 'string');
  const userId = tokenExample?.user_id as string | undefined;
  const user = userId ? firstById.get(userId) : undefined;
  if (!userId || !user) return null;

  const professionals: Json[] = [];
  const profiles = new Map<string, Json>();
  for (const [id, value] of firstById) {
    if (!id.startsWith('pro_') || typeof value.name !== 'string' || !Array.isArray(value.specialties)) continue;
    professionals.push(Object.fromEntries(Object.entries(value).filter(([field]) => !PROFILE_FIELDS.includes(field))));
  }
  const profileValues = values.filter(
    (value) => typeof value.id === 'string' && PROFILE_FIELDS.every((field) => field in value),
  );
  // A professional the examples give no profile still has one (the list promises it): an empty bio
  // and no languages, which the schema allows, and the earliest documented joining date.
  const joinedAt = profileValues.map((value) => String(value.joined_at)).sort()[0] ?? String(user.created_at);
  for (const professional of professionals) {
    const profile = profileValues.find((value) => value.id === professional.id);
    profiles.set(String(professional.id), profile ?? { ...professional, bio: '', languages: [], joined_at: joinedAt });
  }

  const messages = [...firstById.entries()]
    .filter(([id, value]) => id.startsWith('msg_') && value.user_id === userId)
    .map(([, value]) => value)
    .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));

  return {
    secretKey,
    userToken,
    schemes,
    userId,
    user,
    professionals,
    profiles,
    messages,
    createUser: createUserRequest(document),
  };
}

/** Create a user's documented request and the Idempotency-Key the contract gives that operation. */
function createUserRequest(document: OpenAPIV3_1.Document): SeedSet['createUser'] {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const operation = item?.post;
    if (!item || operation?.operationId !== 'createUser') continue;
    const header = [...(item.parameters ?? []), ...(operation.parameters ?? [])].find(
      (parameter) => (parameter as OpenAPIV3_1.ParameterObject).name?.toLowerCase() === 'idempotency-key',
    ) as OpenAPIV3_1.ParameterObject | undefined;
    const named = Object.values(header?.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
    const key = named?.value ?? header?.example ?? (header?.schema as { example?: unknown } | undefined)?.example;
    const body = firstExample((operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
    return typeof key === 'string' && body !== undefined ? { idempotencyKey: key, path, body } : null;
  }
  return null;
}
