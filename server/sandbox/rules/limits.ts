/**
 * The sandbox's bounds, in one place so the README, the rules and the tests agree (tests lower
 * them). Nothing a reader sends grows without one of these bounds.
 */
export interface SandboxLimits {
  /** Requests per credential (or client) per window: the contract's 600 a minute. */
  requests: { limit: number; windowMs: number };
  /** Personal keys one client IP may mint per window. */
  mints: { limit: number; windowMs: number };
  /** Personal keys alive at once; beyond, minting answers 503. */
  liveKeys: number;
  /** How long a personal key pair and its records live (its user tokens: at most 60 minutes, userTokens.ts). */
  keyTtlMs: number;
  /** Users + messages one personal space holds. */
  personalRecords: number;
  /**
   * Bytes one personal space holds (recordBytes: its records, events, idempotency answers, keys):
   * new users and messages are refused beyond; its oldest events and idempotency answers go first
   * when what the sandbox writes itself (events, answers) passes it.
   */
  personalBytes: number;
  /** Bytes the shared demo space holds; beyond, its oldest records that are not seeds go. */
  sharedBytes: number;
  /**
   * Bytes every space holds together: beyond, the personal spaces used least recently are removed
   * (rules/budget.ts). Sized so the documented deployment (a 160 MB heap) keeps serving its docs
   * whatever clients send; SANDBOX_STORE_MB sets it.
   */
  storeBytes: number;
  /** Non-seed records per kind in the shared demo space; the oldest are evicted beyond it. */
  sharedRecordsPerKind: number;
  /** How long a record created in the shared space lives. */
  sharedRecordTtlMs: number;
  /** How long a change to a shared seed record stays before the seed is restored. */
  sharedSeedRestoreMs: number;
  /** Events kept per space (the newest). */
  events: number;
  /** Idempotency entries kept per credential (the newest), each for `idempotencyTtlMs`. */
  idempotencyEntries: number;
  idempotencyTtlMs: number;
  /** How long a list cursor stays valid. */
  cursorTtlMs: number;
  /**
   * How long an available professional takes to answer a user's latest message (rules/answers.ts):
   * a few seconds, long enough to show the user's message alone first, short enough to wait for.
   */
  answerDelayMs: number;
  /** Due answers one read turns into messages, at most (the rest on the next read). */
  answersPerRead: number;
  /**
   * Of a conversation's newest messages, how many a professional looks at when answering, to mark
   * the user's ones read (rules/professionalReads.ts).
   */
  readsPerAnswer: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;

export const DEFAULT_LIMITS: SandboxLimits = {
  requests: { limit: 600, windowMs: MINUTE },
  mints: { limit: 10, windowMs: HOUR },
  liveKeys: 10_000,
  keyTtlMs: 24 * HOUR,
  personalRecords: 1_000,
  personalBytes: 2 * MB,
  sharedBytes: 8 * MB,
  storeBytes: 32 * MB,
  sharedRecordsPerKind: 10_000,
  sharedRecordTtlMs: HOUR,
  sharedSeedRestoreMs: 10 * MINUTE,
  events: 1_000,
  idempotencyEntries: 1_000,
  idempotencyTtlMs: 24 * HOUR,
  // As Get the message list documents: "A cursor stays valid for 24 hours".
  cursorTtlMs: 24 * HOUR,
  answerDelayMs: 3_000,
  answersPerRead: 100,
  readsPerAnswer: 50,
};
