/**
 * The environment site code runs with: `NODE_ENV`, and the variables the operator names in
 * `DOCS_SITE_ENV` (`DOCS_SITE_ENV=ALGOLIA_APP_ID,PUBLIC_X`), nothing else. The build runs in the
 * serving environment, which holds the portal's secrets (`SANDBOX_DATABASE_URL` and its password);
 * a site's config, sidebars, components and pages never see them.
 *
 * Site code is given its own `process` (siteProcess) whose `env` is that clean one: as a parameter
 * of the bundles and page programs (siteCode/), and, for files jiti evaluates (the config, the
 * sidebars), through `process.env` itself, which reads as the clean env only within the
 * evaluation's async context (withSiteEnv): other work of the build, running meanwhile, reads the
 * real one.
 *
 * This keeps the portal's variables out of what site code reads and publishes. It is not a
 * sandbox: site code runs in the build's process, with Node's built-ins.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../projectPaths.ts';

/** The variable naming the site's own variables that site code gets. */
export const SITE_ENV_VARIABLE = 'DOCS_SITE_ENV';

/** Always passed: Docusaurus sites and the packages they bundle read it. */
const ALWAYS = ['NODE_ENV'];

/** The portal's own variables: never passed, even when listed. */
const PORTAL_ONLY = /^(?:SANDBOX_|PORTAL_|DOCS_)/;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The names `DOCS_SITE_ENV` lists (comma- or space-separated). A name that is not a variable's, or
 * that is one of the portal's own (`SANDBOX_*`, `PORTAL_*`, `DOCS_*`), stops with one line.
 */
export function siteEnvNames(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = (env[SITE_ENV_VARIABLE] ?? '').split(/[\s,]+/).filter((name) => name !== '');
  for (const name of names) {
    if (!NAME.test(name)) throw new Error(`${SITE_ENV_VARIABLE}: "${name}" is not a variable name`);
    if (PORTAL_ONLY.test(name))
      throw new Error(`${SITE_ENV_VARIABLE}: ${name} is the portal's own variable, never passed to site code`);
  }
  return [...new Set(names)];
}

/** Names that are not variables but what code asks any object (`JSON.stringify`, `await`, `util.inspect`). */
const NOT_VARIABLES = new Set(['toJSON', 'then', 'inspect', 'asymmetricMatch', 'nodeType', '$$typeof']);

/**
 * The clean environment: a fresh object holding `NODE_ENV` and the listed variables, from
 * `source`. Site code may set variables on it (a site's own `.env` through dotenv); they stay
 * there. `onMissing` is told each variable name the site's code (its files, its packages) reads that
 * it does not hold.
 */
export function siteEnv(
  source: NodeJS.ProcessEnv = process.env,
  onMissing?: (name: string) => void,
): NodeJS.ProcessEnv {
  const values: NodeJS.ProcessEnv = {};
  for (const name of [...ALWAYS, ...siteEnvNames(source)]) {
    const value = source[name];
    if (value !== undefined) values[name] = value;
  }
  if (!onMissing) return values;
  const missing = (key: string | symbol, target: NodeJS.ProcessEnv) => {
    if (typeof key !== 'string' || Object.hasOwn(target, key) || !NAME.test(key) || NOT_VARIABLES.has(key)) return;
    if (!(key in Object.prototype) && readBySiteCode()) onMissing(key);
  };
  return new Proxy(values, {
    get(target, key, receiver) {
      missing(key, target);
      return Reflect.get(target, key, receiver);
    },
    has(target, key) {
      missing(key, target);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      missing(key, target);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
}

/**
 * A `process` for site code: the real one, but for its `env`. Its methods are the real process's
 * (`process.cwd()`, `process.nextTick`); what is set on it is set on the real one.
 */
export function siteProcess(env: NodeJS.ProcessEnv): NodeJS.Process {
  return new Proxy(process, {
    get: (target, key) => (key === 'env' ? env : Reflect.get(target, key, target)),
    set: (target, key, value) => (key === 'env' ? false : Reflect.set(target, key, value, target)),
  });
}

/**
 * `globalThis` for site code: the real one, but whose `process` (and `global.process`) is the
 * site's.
 */
export function siteGlobal(proc: NodeJS.Process): typeof globalThis {
  const global: typeof globalThis = new Proxy(globalThis, {
    get: (target, key) =>
      key === 'process' ? proc : key === 'global' || key === 'globalThis' ? global : Reflect.get(target, key, target),
  });
  return global;
}

/** What `require` gives site code for `process`: the site's. */
export const isProcessModule = (specifier: string) => specifier === 'process' || specifier === 'node:process';

const context = new AsyncLocalStorage<{ env: NodeJS.ProcessEnv }>();
/** The environment outside site code (tracked while `process.env` is an accessor). */
let realEnv: NodeJS.ProcessEnv = process.env;
let active = 0;

/**
 * Runs `work` with `process.env` reading as `env` within it (and what it starts: its awaits, its
 * timers), and as the real environment everywhere else, so that other work of the process is not
 * touched. For code that reads the global `process` itself, which jiti evaluates.
 */
export async function withSiteEnv<T>(env: NodeJS.ProcessEnv, work: () => Promise<T>): Promise<T> {
  if (active === 0) {
    realEnv = process.env;
    Object.defineProperty(process, 'env', {
      configurable: true,
      enumerable: true,
      get: () => context.getStore()?.env ?? realEnv,
      set: (value: NodeJS.ProcessEnv) => {
        const store = context.getStore();
        if (store) store.env = value;
        else realEnv = value;
      },
    });
  }
  active += 1;
  try {
    return await context.run({ env }, work);
  } finally {
    active -= 1;
    if (active === 0)
      Object.defineProperty(process, 'env', { configurable: true, enumerable: true, writable: true, value: realEnv });
  }
}

/**
 * The portal's own packages (jiti, its Babel): what they read is not the site's. Node names their
 * files by their real path, which differs in a copy of the portal whose node_modules is a link.
 */
const portalPackages = [join(projectRoot, 'node_modules')].flatMap((dir) => {
  try {
    return [dir + sep, realpathSync(dir) + sep];
  } catch {
    return [dir + sep];
  }
});
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Whether the code reading now is the site's (its files, its packages), from the stack: not the
 * portal's packages that run along (jiti and its Babel read `BABEL_ENV`, `JITI_*`), nor Node's own.
 * (Run bundled, the portal's own code is one file, this one's: skipped as a whole.)
 */
function readBySiteCode(): boolean {
  const stack = new Error().stack ?? '';
  for (const [, where] of stack.matchAll(/^\s*at (?:.*\()?((?:node:|file:\/\/|\/)[^()\n]*?):\d+(?::\d+)?\)?$/gm)) {
    // Node's own code (a child process it starts reads NODE_V8_COVERAGE).
    if (where!.startsWith('node:')) return false;
    const path = where!.startsWith('file:') ? fileURLToPath(where!) : where!;
    if (path === THIS_FILE) continue;
    return !portalPackages.some((dir) => path.startsWith(dir));
  }
  return false;
}
