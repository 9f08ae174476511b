/**
 * How long a process the tests start (a portal, nginx, a sample's runtime, the dev server) may take
 * to answer before its start counts as failed, with its output. A second or two on a quiet
 * machine, many more on a CI runner whose cores other jobs share; under the 60 s the hooks that
 * start them get (vitest.config.ts), so the failure names the process rather than a timeout.
 */
export const STARTUP_LIMIT_MS = 45_000;

/** Whether `started` (a `performance.now()`) is still within the limit. */
export const withinStartupLimit = (started: number) => performance.now() - started < STARTUP_LIMIT_MS;
