/**
 * What every rule is given and answers: the caller (whose space, which credential, which user),
 * the request's validated parts, the store and the clock. Rules never see Express; the router
 * (../sandboxRouter.ts) turns HTTP into this and the answer back into HTTP.
 */
import type { SandboxError } from '../sandboxError.ts';
import type { SandboxStore } from '../store/sandboxStore.ts';
import type { SandboxLimits } from './limits.ts';
import type { Role, SeedSet } from './seed.ts';

/** The shared demo space's ID: 12 letters and digits, as a personal space's (see spaces.ts). */
export const SHARED_SPACE = 'sharedDemo00';

export interface Space {
  id: string;
  /** When a personal space ends (its key's expiry, Unix ms); null for the shared demo space. */
  expiresAt: number | null;
}

export interface Caller {
  space: Space;
  role: Role;
  /** The credential as sent: what rate limits and idempotency keys are kept under. */
  credential: string;
  /** The user a user token acts for; null for a secret key. */
  userId: string | null;
  /** One of the documented test credentials, shared by every reader. */
  shared: boolean;
}

export interface RuleContext {
  store: SandboxStore;
  seed: SeedSet;
  limits: SandboxLimits;
  now: number;
  caller: Caller;
  operationId: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The JSON body, undefined when none was sent. */
  body: unknown;
  /** The operation's documented defaults: query parameters' and body fields' `default`s. */
  defaults: { query: Record<string, unknown>; body: Record<string, unknown> };
}

export type RuleResult = { status: number; body: unknown } | SandboxError;

export type Rule = (context: RuleContext) => Promise<RuleResult>;

export const isAnswer = (result: RuleResult): result is { status: number; body: unknown } => 'body' in result;

export const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** When a record made now in this space ends: with a personal space, or an hour on (shared). */
export function recordExpiry(space: Space, now: number, limits: SandboxLimits): number {
  return space.expiresAt ?? now + limits.sharedRecordTtlMs;
}
