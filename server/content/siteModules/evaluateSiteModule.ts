/**
 * Evaluates a file of an imported site (its Docusaurus config, its sidebars file) as Docusaurus
 * does: jiti runs CommonJS, ESM and TypeScript, with the site's own files they load, and packages
 * are found where Node finds them from the file's folder (the site's own `node_modules`, beside it
 * or in a parent: a monorepo's root, workspaces included).
 *
 * A module that cannot be loaded, at any depth (the file, a local file it requires, a package one
 * of them requires, `require.resolve`, a dynamic `import()`, Node's own `createRequire`), is not
 * guessed from the source text: the loader itself says which module it could not find, that
 * module gets a stand-in (standIn.ts), and the file is evaluated again from the start, until it
 * evaluates or throws on its own. A file of the site that the code reads with `fs` and that is
 * absent reads as empty and is named.
 *
 * The code runs with the site's environment, not the process's (siteEnv.ts): `process.env` holds
 * `NODE_ENV` and what `DOCS_SITE_ENV` lists; each other variable it reads is named.
 */
import fs, { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { siteEnv, withSiteEnv } from './siteEnv.ts';
import { isStandIn, named, standIn } from './standIn.ts';

export interface SiteModuleEvaluation {
  /** The file's default export (a function export called, when `call` is set). */
  value: unknown;
  /** Modules the code names that cannot be loaded here, each given a stand-in, in the order met. */
  standIns: string[];
  /** Files of the site the code reads that are absent (read as empty), relative to the file's folder. */
  absentFiles: string[];
  /**
   * Environment variables the code (the file, a file or package it loads) reads that are not
   * passed to site code (siteEnv.ts), in the order first read: to it they are not set.
   */
  envNotPassed: string[];
}

/** Each stand-in costs one more evaluation; code naming more missing modules than this is not a site's. */
const MAX_STAND_INS = 200;

// What each generated stand-in module calls: a file path would not survive the build's bundling.
const FACTORY = Symbol.for('docusaurus.standInFactory');
(globalThis as Record<symbol, unknown>)[FACTORY] = standIn;

/** The module a loader error says it could not find: `Cannot find module 'x'` (CommonJS) or `package 'x'` (ESM). */
export function missingModuleOf(error: unknown): string | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') return undefined;
  return /Cannot find (?:module|package) '([^']+)'/.exec(String(message))?.[1];
}

const nodeRequire = createRequire(import.meta.url);

/** `@scope/name` or `name`: the package a file of a `node_modules` folder belongs to. */
function packageOfFile(file: string): string | undefined {
  const marker = `${sep}node_modules${sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return undefined;
  const parts = file.slice(at + marker.length).split(sep);
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * The files and lines of `error`'s stack, innermost first (Node's internals left out), then those
 * its message names (a parse error says `file:line:column` there).
 */
function stackFrames(error: unknown): [string, string][] {
  const text = `${(error as Error)?.stack ?? ''}\n${(error as Error)?.message ?? ''}`;
  const frames: [string, string][] = [];
  for (const [, file, line] of text.matchAll(/(?:\(|\s)((?:file:\/\/)?\/[^():\n]+):(\d+)(?::\d+)?\)?/g))
    frames.push([file!.startsWith('file:') ? fileURLToPath(file!) : file!, line!]);
  return frames;
}

const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * While `work` runs, a file a site file reads with `fs.readFileSync` or `fs.promises.readFile`
 * that is absent reads as empty and is noted: its value is left out, as a stand-in's is.
 */
async function withAbsentFilesEmpty<T>(
  isSiteFile: (file: string) => boolean,
  absent: Set<string>,
  work: () => Promise<T>,
): Promise<T> {
  const originalSync = fs.readFileSync;
  const originalAsync = fs.promises.readFile;
  // Only a read the site's own code makes: the frame that called readFileSync, not a loader
  // probing for a file somewhere under a require of the config.
  const fromSite = (error: unknown) => {
    if ((error as NodeJS.ErrnoException)?.code !== 'ENOENT') return false;
    const caller = stackFrames(new Error()).find(([path]) => path !== THIS_FILE);
    return caller !== undefined && isSiteFile(caller[0]);
  };
  const empty = (options: unknown) =>
    typeof options === 'string' || (typeof options === 'object' && options !== null && 'encoding' in options)
      ? ''
      : Buffer.alloc(0);
  fs.readFileSync = function readFileSync(path: fs.PathOrFileDescriptor, options?: unknown) {
    try {
      return originalSync.call(fs, path, options as never);
    } catch (error) {
      if (!fromSite(error)) throw error;
      absent.add(String(path));
      return empty(options);
    }
  } as typeof fs.readFileSync;
  fs.promises.readFile = async function readFile(path: never, options?: unknown) {
    try {
      return await originalAsync.call(fs.promises, path, options as never);
    } catch (error) {
      if (!fromSite(error)) throw error;
      absent.add(String(path));
      return empty(options);
    }
  } as typeof fs.promises.readFile;
  try {
    return await work();
  } finally {
    fs.readFileSync = originalSync;
    fs.promises.readFile = originalAsync;
  }
}

export interface EvaluateOptions {
  /** A function export is called (a Docusaurus config may export one). */
  call?: boolean;
  /**
   * The process does nothing else meanwhile (the import reading a config): absent files the code
   * reads with `fs` read as empty, and the packages it loads are named through Node's module
   * cache, both of which would reach other work of a busy process (a build compiling pages).
   */
  alone?: boolean;
}

/**
 * Evaluates `file` with stand-ins for what cannot be loaded (see EvaluateOptions). Throws, in one line naming the site file and line the
 * error comes from, only when the code throws by itself with everything stood in.
 */
export async function evaluateSiteModule(
  fileToEvaluate: string,
  { call = false, alone = false }: EvaluateOptions = {},
): Promise<SiteModuleEvaluation> {
  const file = resolve(fileToEvaluate);
  // The site's own code: the file's folder and its parent (a monorepo's website/ beside docs/),
  // never a package.
  const siteRoot = dirname(dirname(file)) + sep;
  const isSiteFile = (path: string) => path.startsWith(siteRoot) && packageOfFile(path) === undefined;
  const dir = mkdtempSync(join(tmpdir(), 'site-module-stand-ins-'));
  const alias: Record<string, string> = {};
  const standIns: string[] = [];
  const absent = new Set<string>();
  const notPassed = new Set<string>();
  // One environment for every attempt: what the code sets in it stays, as it would in one run.
  const env = siteEnv(process.env, (name) => notPassed.add(name));
  // Alone, what jiti loads stays in Node's module cache until the end: the values of the result
  // that are a package's exports are named from there (so the import knows which plugin a value
  // is), then all it added is dropped, so the next evaluation starts clean.
  const cache = nodeRequire.cache;
  const before = new Set(Object.keys(cache));
  const added = () => (alone ? Object.keys(cache).filter((key) => !before.has(key)) : []);
  try {
    for (;;) {
      const attempt = await evaluateOnce(file, alias, { call, alone, absent, isSiteFile, env });
      if (attempt.ok) {
        if (alone) namePackageValues(attempt.value, cache);
        nameStandInPaths(attempt.value, alias);
        return {
          value: attempt.value,
          standIns,
          absentFiles: [...absent].map((path) => relative(dirname(file), resolve(dirname(file), path))),
          envNotPassed: [...notPassed],
        };
      }
      const missing = missingModuleOf(attempt.error);
      if (missing === undefined || missing in alias || standIns.length >= MAX_STAND_INS)
        throw evaluationError(file, attempt.error, isSiteFile);
      const standInFile = join(dir, `stand-in-${standIns.length}.cjs`);
      writeFileSync(
        standInFile,
        `module.exports = globalThis[Symbol.for('docusaurus.standInFactory')](${JSON.stringify(missing)});\n`,
      );
      alias[missing] = standInFile;
      standIns.push(missing);
    }
  } finally {
    for (const key of added()) delete cache[key];
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Names each value of `value` (walked through objects and arrays) that is the export of a package
 * in Node's module cache, or its `default`: `require('@docusaurus/remark-plugin-npm2yarn')` in a
 * config reads as that package, even when the process had loaded it before.
 */
function namePackageValues(value: unknown, cache: NodeJS.Dict<NodeJS.Module>): void {
  const packages = new Map<unknown, string>();
  for (const [file, module] of Object.entries(cache)) {
    const name = packageOfFile(file);
    const exports = module?.exports as { default?: unknown } | undefined;
    if (!name || exports === undefined || exports === null) continue;
    if (!packages.has(exports)) packages.set(exports, name);
    if (typeof exports === 'object' || typeof exports === 'function')
      if (exports.default !== undefined && !packages.has(exports.default)) packages.set(exports.default, name);
  }
  const seen = new Set<unknown>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 12 || node === null || (typeof node !== 'object' && typeof node !== 'function') || seen.has(node))
      return;
    seen.add(node);
    const name = packages.get(node);
    if (name) named(node, name);
    if (typeof node === 'function' || isStandIn(node)) return;
    for (const child of Array.isArray(node) ? node : Object.values(node)) walk(child, depth + 1);
  };
  walk(value, 0);
}

/**
 * Replaces, in `value` (walked through plain objects and arrays), each path to a stand-in's file
 * (what `require.resolve` of a module that is not there gave) by the module's name: the file is
 * gone once the evaluation ends, the name says which plugin or preset the config meant.
 */
function nameStandInPaths(value: unknown, alias: Record<string, string>): void {
  const names = new Map(Object.entries(alias).map(([name, file]) => [file, name]));
  if (names.size === 0) return;
  const seen = new Set<unknown>();
  const walk = (node: unknown, depth: number) => {
    if (depth > 12 || node === null || typeof node !== 'object' || seen.has(node) || isStandIn(node)) return;
    seen.add(node);
    for (const [key, child] of Object.entries(node)) {
      const name = typeof child === 'string' ? names.get(child) : undefined;
      if (name === undefined) walk(child, depth + 1);
      else
        try {
          (node as Record<string, unknown>)[key] = name;
        } catch {
          // A frozen object keeps the path.
        }
    }
  };
  walk(value, 0);
}

type Attempt = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * One evaluation, with the stand-ins found so far. Alone, jiti keeps what it loads in Node's module
 * cache (see evaluateSiteModule); otherwise it keeps no cache at all.
 */
async function evaluateOnce(
  file: string,
  alias: Record<string, string>,
  {
    call,
    alone,
    absent,
    isSiteFile,
    env,
  }: Required<EvaluateOptions> & {
    absent: Set<string>;
    isSiteFile: (file: string) => boolean;
    env: NodeJS.ProcessEnv;
  },
): Promise<Attempt> {
  const cache = nodeRequire.cache;
  const before = new Set(Object.keys(cache));
  // Code may also load through Node itself (`createRequire(import.meta.url)`), past jiti's
  // aliases: Node's own resolution gets the same stand-ins, for what it cannot find only.
  const hooks = registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        const standInFile = missingModuleOf(error) === specifier ? alias[specifier] : undefined;
        if (standInFile === undefined) throw error;
        return { url: pathToFileURL(standInFile).href, format: 'commonjs', shortCircuit: true };
      }
    },
  });
  try {
    // jiti reads its own settings from the process's environment as it is created: outside.
    const jiti = createJiti(file, { moduleCache: alone, fsCache: false, alias });
    const evaluate = () => withSiteEnv(env, () => jiti.import(file, { default: true }));
    let value = await (alone ? withAbsentFilesEmpty(isSiteFile, absent, evaluate) : evaluate());
    if (call && typeof value === 'function' && !isStandIn(value))
      value = await withSiteEnv(env, async () => (value as () => unknown)());
    return { ok: true, value };
  } catch (error) {
    // The site's files run again in the next attempt, with the stand-in; packages stay loaded.
    for (const key of Object.keys(cache))
      if (alone && !before.has(key) && packageOfFile(key) === undefined) delete cache[key];
    return { ok: false, error };
  } finally {
    hooks.deregister();
  }
}

/** One line: the site file and line the error comes from (the config's, when none), and why. */
function evaluationError(file: string, error: unknown, isSiteFile: (file: string) => boolean): Error {
  const message = (error as Error)?.message ?? String(error);
  const where = stackFrames(error).find(([path]) => path === file || isSiteFile(path));
  const loc = (error as Error & { loc?: { line?: number } })?.loc?.line;
  const at = where ?? (loc !== undefined ? [file, String(loc)] : undefined);
  const reason = (message.split('\n')[0] ?? 'it failed').replace(`${at?.[0] ?? file}: `, '').replace(`${file}: `, '');
  const place = at ? `${relative(process.cwd(), at[0])}:${at[1]}` : relative(process.cwd(), file);
  const from = at && at[0] !== file ? ` (loaded by ${relative(process.cwd(), file)})` : '';
  return new Error(`${place}: cannot be evaluated${from}: ${reason}`, { cause: error });
}
