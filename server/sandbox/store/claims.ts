/**
 * Claims: names a transaction holds without waiting for them (sandboxStore.ts `transaction`'s
 * `claims`), so a second transaction naming one is refused at once instead of queueing: what lets
 * a request retried while the first is still running be told so (the contract's 409), as Stripe
 * does, rather than wait. In this process, a set of the names held; with PostgreSQL, also a
 * transaction-scoped advisory lock taken with `pg_try_advisory_xact_lock`, which never waits, so
 * claims add no lock order to keep.
 */
export class ClaimTakenError extends Error {
  override name = 'ClaimTakenError';

  constructor(readonly claim: string) {
    super(`another transaction holds ${claim}`);
  }
}

/** The claims held in this process: `take` holds all of `names` or none, and throws if one is held. */
export function claimsInProcess(): (names: readonly string[]) => () => void {
  const held = new Set<string>();
  return (names) => {
    const taken = names.find((name) => held.has(name));
    if (taken !== undefined) throw new ClaimTakenError(taken);
    const mine = [...new Set(names)];
    for (const name of mine) held.add(name);
    return () => {
      for (const name of mine) held.delete(name);
    };
  };
}
