/**
 * The compiled-page cache: each page's compile (its `DocSource`, or the problems that failed it)
 * kept on disk, keyed by a hash of everything the compile may read, so that a page is compiled
 * once for `import:docusaurus`'s check and the `npm run build` after it, and a build recompiles
 * only pages whose inputs changed.
 *
 * The key, conservatively (a miss costs a compile, a wrong hit a wrong page):
 * - the code that compiles pages: `server/` and `shared/` (what `scripts/` adds only runs it),
 *   `package.json`, `package-lock.json` and the installed tree (`node_modules/.package-lock.json`),
 *   Node's version;
 * - the site settings as read (`site.config.json`), NODE_ENV, the content root's and the docs
 *   folder's paths;
 * - the docs version: its source (route base, folder names), API contract, facts, every page's
 *   route (links resolve through them), and every file of its folder that is not a page
 *   (partials, images, code files);
 * - the page: its path and text; and when it has any `import`/`export` line or `import(` /
 *   `require(` (it may run site code, which may read any file of the site), every file of the
 *   content root (`site/node_modules/` by path, size and modification time; other `node_modules/`,
 *   `.git`, dot files and `dist*` left out).
 *
 * The page error policy (`DOCS_ON_PAGE_ERROR`, `onPageError`) shapes a page with problems only:
 * under `throw` an MDX page stops at its first construct problems, under `warn` it renders with
 * notices. A page compiled without any problem is the same under both and stored once; a page
 * with problems is stored per policy (`<key>.throw.page`, `<key>.warn.page`), so a build under
 * `throw` after an import's check under `warn` recompiles those pages and fails with the very
 * messages a build without the cache gives. Broken links are checked after the pages are put
 * together, never stored.
 *
 * The cache lives in `node_modules/.cache/developer-portal/pages/` (git ignores node_modules),
 * at most PAGE_CACHE_MAX_MB (the least recently used entries go first); remove the folder to
 * clear it, or set DOCS_PAGE_CACHE=off (`npm run build -- --no-cache`) to build without it;
 * DOCS_PAGE_CACHE_DIR puts it elsewhere, DOCS_PAGE_CACHE_MB sets its bound.
 */
import { createHash, randomUUID } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { siteConfig } from '../../../shared/site-config.ts';
import { siteEnv } from '../siteModules/siteEnv.ts';
import { projectRoot } from '../../projectPaths.ts';
import type { Contract } from '../../contract/contract.ts';
import { type PageErrorAction, readPageErrorPolicy } from '../markdown/pageErrorPolicy.ts';
import { FALLBACK_ATTRIBUTE, type PartialPage } from './failedDoc.ts';
import { isDocFile } from './docIdentity.ts';
import type { Facts } from './loadFacts.ts';
import type { DocSource } from './loadDocs.ts';

/** Bumped when what an entry holds changes shape. */
const FORMAT = 'developer-portal page cache 1';
/** Where the cache lives: DOCS_PAGE_CACHE_DIR (tests use their own), else under node_modules/.cache. */
export const pageCacheDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.DOCS_PAGE_CACHE_DIR || join(projectRoot, 'node_modules', '.cache', 'developer-portal', 'pages');
/** The cache's size bound, in MB: DOCS_PAGE_CACHE_MB, else this. */
const PAGE_CACHE_MAX_MB = 512;
const ENTRY = /\.page$/;

/** What every page's key starts from; computed once per build and sent to its workers. */
export interface PageCacheSettings {
  dir: string;
  /** The code, settings and paths. */
  base: string;
  /** Every file of the content root: what a page that runs code may read. */
  tree: string;
}

/** A page's compile: the page, or the problems that failed it (and what can still be shown of it, failedDoc.ts). */
export type PageOutcome = { doc: DocSource } | { problems: string[]; partial?: PartialPage | null };

interface Entry {
  format: string;
  policy: PageErrorAction;
  outcome: PageOutcome;
}

/** Whether the build uses the cache: not with DOCS_PAGE_CACHE=off (or 0, false). */
export function pageCacheEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', '0', 'false'].includes((env.DOCS_PAGE_CACHE ?? '').trim().toLowerCase());
}

function maxBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.DOCS_PAGE_CACHE_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : PAGE_CACHE_MAX_MB) * 1024 * 1024;
}

const sha256 = () => createHash('sha256');

/** Files under `dir` (recursively, sorted), without what `skip` refuses; none when it does not exist. */
async function filesUnder(
  dir: string,
  skip: (path: string, name: string, isDir: boolean) => boolean,
): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string) => {
    let entries;
    try {
      entries = await readdir(path, { withFileTypes: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (skip(full, entry.name, entry.isDirectory())) continue;
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() || entry.isSymbolicLink()) found.push(full);
    }
  };
  await walk(dir);
  return found.sort();
}

/** Adds each file's path (from `root`) and bytes to `hash`; a file gone meanwhile counts as such. */
async function hashFiles(hash: ReturnType<typeof sha256>, root: string, files: string[]): Promise<void> {
  for (const file of files) {
    const bytes = await readFile(file).catch(() => Buffer.from('\0missing'));
    hash.update(relative(root, file).split(sep).join('/')).update('\0').update(bytes).update('\0');
  }
}

/**
 * The code that compiles pages, and the packages installed for it: hashed once a process (the
 * code it runs is the code it loaded).
 */
let code: Promise<string> | undefined;
const codeHash = () => (code ??= hashCode());

async function hashCode(): Promise<string> {
  const hash = sha256().update(FORMAT).update(process.version).update(process.arch);
  for (const folder of ['server', 'shared'])
    await hashFiles(
      hash,
      projectRoot,
      await filesUnder(join(projectRoot, folder), (_, name) => name === 'node_modules'),
    );
  await hashFiles(
    hash,
    projectRoot,
    ['package.json', 'package-lock.json', join('node_modules', '.package-lock.json')].map((file) =>
      join(projectRoot, file),
    ),
  );
  return hash.digest('hex');
}

/**
 * Every file of the content root that a page's code may read. Left out: `node_modules/` (the
 * portal's own is the code's; site code imports packages only from `site/node_modules/`, whose
 * files count by path, size and modification time), `.git` and dot files, build output (`dist*`).
 */
async function treeHash(contentRoot: string): Promise<string> {
  const siteModules = join(contentRoot, 'site', 'node_modules');
  const skip = (path: string, name: string, isDir: boolean) =>
    name.startsWith('.') ||
    (isDir && name === 'node_modules' && path !== siteModules) ||
    (path === join(contentRoot, name) && /^dist(\.|-|$)/.test(name));
  const hash = sha256();
  const files = await filesUnder(contentRoot, (path, name, isDir) => skip(path, name, isDir) || path === siteModules);
  await hashFiles(hash, contentRoot, files);
  for (const file of await filesUnder(siteModules, () => false)) {
    const info = await lstat(file).catch(() => null);
    hash.update(relative(contentRoot, file)).update(`\0${info?.size ?? -1}\0${info?.mtimeMs ?? -1}\0`);
  }
  return hash.digest('hex');
}

/** The settings for a build of `contentRoot`, or null when DOCS_PAGE_CACHE turns the cache off. */
export async function pageCacheSettings(contentRoot: string, dir = pageCacheDir()): Promise<PageCacheSettings | null> {
  if (!pageCacheEnabled()) return null;
  const [codeDigest, tree] = await Promise.all([codeHash(), treeHash(contentRoot)]);
  const base = sha256()
    .update(codeDigest)
    .update('\0')
    .update(JSON.stringify(siteConfig.settings))
    .update('\0')
    // What site code reads of the environment (DOCS_SITE_ENV's variables) shapes its pages.
    .update(JSON.stringify(siteEnv()))
    .update('\0')
    .update(contentRoot)
    .update('\0')
    .update(process.env.NODE_ENV ?? '')
    .digest('hex');
  return { dir, base, tree };
}

/** What else a version's pages are compiled with (loadDocs.ts's options). */
export interface VersionInputs {
  docsDir: string;
  files: string[];
  routeBase: string;
  displayDir: string;
  markdownFormat: string;
  contract: Contract | null;
  facts: Facts;
  routesByFile: ReadonlyMap<string, string>;
}

/**
 * A page with ESM or a dynamic import may run site code, which may read any file; so may one that
 * uses a component without importing it (the site's src/theme/MDXComponents may give it).
 */
const RUNS_CODE = /^[ \t]*(import|export)\b|\b(import|require)\s*\(|<[A-Z]/m;

/** A warning every policy gives alike: an unknown fence language (compileMarkdown.ts). */
const POLICY_FREE_WARNING = / \(shown as plain text\)$/;

/** The cache of one docs version's pages, under one page error policy. */
export class VersionPageCache {
  readonly #settings: PageCacheSettings;
  readonly #version: string;
  readonly #policy: PageErrorAction;

  private constructor(settings: PageCacheSettings, version: string, policy: PageErrorAction) {
    this.#settings = settings;
    this.#version = version;
    this.#policy = policy;
  }

  /** Null when the version's inputs cannot be hashed (a contract structured clone refuses): no cache then. */
  static async open(settings: PageCacheSettings, inputs: VersionInputs): Promise<VersionPageCache | null> {
    const hash = sha256().update(settings.base).update('\0');
    try {
      const { docsDir, files, routeBase, displayDir, markdownFormat, contract, facts, routesByFile } = inputs;
      hash.update(JSON.stringify({ docsDir, routeBase, displayDir, markdownFormat })).update('\0');
      hash.update(serialize(contract)).update('\0');
      hash.update(JSON.stringify([...facts].sort())).update('\0');
      hash.update(JSON.stringify([...routesByFile].sort())).update('\0');
      await hashFiles(
        hash,
        docsDir,
        files.filter((file) => !isDocFile(file)).map((file) => join(docsDir, file)),
      );
    } catch {
      return null;
    }
    return new VersionPageCache(settings, hash.digest('hex'), readPageErrorPolicy(siteConfig.settings));
  }

  #key(file: string, text: string): string {
    return sha256()
      .update(this.#version)
      .update('\0')
      .update(file)
      .update('\0')
      .update(text)
      .update('\0')
      .update(RUNS_CODE.test(text) ? this.#settings.tree : '')
      .digest('hex');
  }

  /** The page's stored compile, if its inputs are unchanged and it holds for this policy. */
  async read(file: string, text: string): Promise<PageOutcome | null> {
    const key = this.#key(file, text);
    for (const name of [`${key}.page`, `${key}.${this.#policy}.page`]) {
      const path = join(this.#settings.dir, name);
      let entry: Entry;
      try {
        entry = deserialize(await readFile(path)) as Entry;
      } catch {
        continue;
      }
      if (entry.format !== FORMAT) continue;
      // Its last use: what the size bound keeps.
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined);
      return entry.outcome;
    }
    return null;
  }

  /** Stores a page's compile; a failure to write costs the next build a compile, never this one. */
  async write(file: string, text: string, outcome: PageOutcome): Promise<void> {
    const key = this.#key(file, text);
    const name = dependsOnPolicy(outcome) ? `${key}.${this.#policy}.page` : `${key}.page`;
    const path = join(this.#settings.dir, name);
    const temporary = `${path}.${process.pid}-${randomUUID().slice(0, 8)}.tmp`;
    try {
      const bytes = serialize({ format: FORMAT, policy: this.#policy, outcome } satisfies Entry);
      await mkdir(this.#settings.dir, { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch {
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }
}

/**
 * Whether the policy may have shaped the outcome: the page failed, or it has a problem besides an
 * unknown fence language, or a notice in place of a construct. Otherwise both policies compile it
 * alike.
 */
export function dependsOnPolicy(outcome: PageOutcome): boolean {
  if ('problems' in outcome) return true;
  const { warnings, html } = outcome.doc;
  return warnings.some((line) => !POLICY_FREE_WARNING.test(line)) || html.includes(FALLBACK_ATTRIBUTE);
}

/** Keeps the cache within its bound: the least recently used entries (and stale temporary files) go first. */
export async function prunePageCache(dir = pageCacheDir(), limit = maxBytes()): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const hourAgo = Date.now() - 60 * 60 * 1000;
  const entries = (
    await Promise.all(
      names.map(async (name) => {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (!info) return null;
        if (!ENTRY.test(name)) {
          if (name.endsWith('.tmp') && info.mtimeMs < hourAgo) await rm(path, { force: true });
          return null;
        }
        return { path, size: info.size, used: info.mtimeMs };
      }),
    )
  ).filter((entry) => entry !== null);
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (total <= limit) return;
  entries.sort((a, b) => a.used - b.used);
  // Down to three quarters, so that the next build does not prune again at once.
  for (const entry of entries) {
    if (total <= limit * 0.75) break;
    await rm(entry.path, { force: true });
    total -= entry.size;
  }
}
