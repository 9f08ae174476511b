/**
 * Mutexes by name in this process, for transactions (sandboxStore.ts): `hold(names)` waits for
 * each name in sorted order (one order for every caller, so two holders never wait on each other
 * in a cycle) and resolves to the function that releases them all. A name nobody holds or waits
 * for is forgotten, so the map stays as small as the set of spaces in use at that moment.
 */
export type Release = () => void;

export function spaceLocks(): (names: readonly string[]) => Promise<Release> {
  const tails = new Map<string, Promise<void>>();
  return async (names) => {
    const releases: Release[] = [];
    for (const name of [...new Set(names)].sort()) {
      const previous = tails.get(name) ?? Promise.resolve();
      let release: Release = () => undefined;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(name, tail);
      await previous;
      releases.push(() => {
        release();
        if (tails.get(name) === tail) tails.delete(name);
      });
    }
    return () => {
      for (const release of releases.reverse()) release();
    };
  };
}
