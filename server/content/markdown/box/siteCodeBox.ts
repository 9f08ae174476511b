/**
 * The box site code runs in at build: every call into an imported site's code (a module's bundle
 * when it loads, a page's own top-level code, each construct rendered) goes through `runSiteCode`.
 *
 * - **Time.** A call runs under V8's watchdog (`vm.Script#runInThisContext({ timeout })`), which
 *   stops it, synchronous loops and React renders included, once it has run DOCS_SITE_CODE_SECONDS
 *   (20 by default): it then fails with `SiteCodeTimeout`, naming the limit, and only what made the
 *   call fails (a construct becomes a notice, a module an import that cannot be loaded). Calls
 *   inside a call share its watchdog: a page's code runs under one (mdx/pageCode.ts), and only
 *   when that one stops it is each construct given its own, to name the one at fault.
 *   Code the watchdog stops runs none of its own `finally` blocks: whatever must be undone after
 *   the call (console muted, a store entered) is done outside it, by the caller.
 * - **Timers.** A timer site code starts (`setInterval` at a module's top level, a widget written for
 *   the browser) would keep the build's process alive forever. While site code runs, the timer
 *   functions are the box's: each timer is noted with what started it, and its callback runs in the
 *   box too. `stopSiteTimers` clears those still pending at the end of the build and names them.
 *
 * Everything is synchronous and in the build's own thread: no copy of the compile pipeline per
 * worker, and a call costs a watchdog's start. What a render allocates is bounded by its time and
 * by the page size limit (compileMarkdown.ts); a version compiled in a worker thread also has that
 * worker's heap limit (scripts/buildVersionWorkers.ts).
 */
import { Script } from 'node:vm';

const DEFAULT_SECONDS = 20;

/** The time a call into site code may take, in seconds (DOCS_SITE_CODE_SECONDS, 1–3600). */
export function siteCodeSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DOCS_SITE_CODE_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600)
    throw new Error(`DOCS_SITE_CODE_SECONDS must be a number of seconds from 1 to 3600, got "${raw}"`);
  return seconds;
}

/** Site code ran past the time limit; `what` says which code. */
export class SiteCodeTimeout extends Error {
  constructor(
    readonly what: string,
    readonly seconds: number,
  ) {
    super(`it ran longer than ${seconds} s, the time site code may take (DOCS_SITE_CODE_SECONDS)`);
  }
}

const SLOT = Symbol.for('developer-portal.siteCodeCall');
type Slot = { [SLOT]?: () => void };
// One script, compiled once: it calls whatever the slot holds, under the watchdog of its run.
const call = new Script(`globalThis[Symbol.for('developer-portal.siteCodeCall')]()`, {
  filename: 'site-code-box.js',
});

/** What site code is running now (a module's import path, a page's construct), or undefined. */
let running: string | undefined;

/** Runs `work`, which calls site code, as `what`, within the time limit and with its timers noted. */
export function runSiteCode<T>(what: string, work: () => T): T {
  if (running !== undefined) return work();
  const seconds = siteCodeSeconds();
  const slot = globalThis as Slot;
  const timers = boxTimers(what);
  let result: T | undefined;
  slot[SLOT] = () => {
    result = work();
  };
  running = what;
  try {
    call.runInThisContext({ timeout: seconds * 1000 });
  } catch (error) {
    if ((error as { code?: string })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new SiteCodeTimeout(what, seconds);
    throw error;
  } finally {
    running = undefined;
    delete slot[SLOT];
    timers.restore();
  }
  return result as T;
}

/** A timer site code started, with what started it. */
interface SiteTimer {
  what: string;
  kind: 'setTimeout' | 'setInterval' | 'setImmediate';
  handle: NodeJS.Timeout | NodeJS.Immediate;
}

const started = new Set<SiteTimer>();

const original = {
  setTimeout: globalThis.setTimeout,
  setInterval: globalThis.setInterval,
  setImmediate: globalThis.setImmediate,
};

/** Puts the box's timer functions in place while `what` runs; `restore` puts Node's back. */
function boxTimers(what: string): { restore: () => void } {
  const wrap =
    (kind: SiteTimer['kind']) =>
    (callback: (...args: unknown[]) => void, ...rest: unknown[]) => {
      // Its callback is site code too: boxed, as what started it.
      const boxed =
        typeof callback === 'function'
          ? (...args: unknown[]) => runSiteCode(`${what} (${kind})`, () => callback(...args))
          : callback;
      const handle = (original[kind] as (...args: unknown[]) => NodeJS.Timeout | NodeJS.Immediate)(boxed, ...rest);
      if (started.size >= 1000) for (const timer of started) if (!pending(timer)) started.delete(timer);
      started.add({ what, kind, handle });
      return handle;
    };
  const timers = globalThis as unknown as Record<SiteTimer['kind'], unknown>;
  timers.setTimeout = wrap('setTimeout');
  timers.setInterval = wrap('setInterval');
  timers.setImmediate = wrap('setImmediate');
  return {
    restore: () => {
      timers.setTimeout = original.setTimeout;
      timers.setInterval = original.setInterval;
      timers.setImmediate = original.setImmediate;
    },
  };
}

const pending = (timer: SiteTimer) => (timer.handle as { _destroyed?: boolean })._destroyed !== true;

/**
 * Clears every timer site code started that is still pending, so that the build's process ends;
 * returns one line per thing that started some, e.g. `@site/src/components/LiveStatus: setInterval`.
 */
export function stopSiteTimers(): string[] {
  const named = new Map<string, Set<string>>();
  for (const timer of started) {
    if (pending(timer)) {
      if (timer.kind === 'setImmediate') clearImmediate(timer.handle as NodeJS.Immediate);
      else clearTimeout(timer.handle as NodeJS.Timeout);
      const kinds = named.get(timer.what) ?? new Set<string>();
      kinds.add(timer.kind);
      named.set(timer.what, kinds);
    }
  }
  started.clear();
  return [...named].map(([what, kinds]) => `${what}: ${[...kinds].join(', ')}`);
}

/** Stops the timers site code left pending (stopSiteTimers) and warns of each, one line each. */
export function reportSiteTimers(warn: (message: string) => void): void {
  for (const line of stopSiteTimers())
    warn(`site code left a timer running, which the build stopped so that it ends: ${line}`);
}
