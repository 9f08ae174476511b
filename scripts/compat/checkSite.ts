/**
 * Checks a real Docusaurus site moved into the portal as its readers would meet it: in a temporary
 * copy of the portal (the importer writes into the project it runs in), `import:docusaurus`, then
 * `npm run build` with DOCS_ON_PAGE_ERROR, DOCS_ON_BROKEN_LINKS and DOCS_ON_BROKEN_ANCHORS at
 * `warn`, then the built server on a free loopback port, asked for every page the site's sidebars
 * list at the address Docusaurus gives it (docusaurusOracle.ts), every doc, every route of the
 * site's blogs (blogOracle.ts: posts, list pages, archive, tags, authors, feeds), and the navbar's
 * and footer's links. `check:docs` runs in the copy too, as an author would run it. The server is
 * stopped by its pid and the copy removed.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { XMLValidator } from 'fast-xml-parser';
import { projectRoot } from '../../server/projectPaths.ts';
import { BUILD_NODE_ARGS, IMPORT_NODE_ARGS } from '../buildCommand.ts';
import { serverNodeArgs } from '../buildServer.ts';
import { CONFIG_FILE_NAMES } from '../docusaurus/readDocusaurusConfig.ts';
import { docusaurusMajorOf } from '../docusaurus/siteSettingsFromConfig.ts';
import { freePort } from '../support/freePort.ts';
import {
  BLOG_ROUTE_KINDS,
  type BlogRoute,
  type BlogRouteKind,
  type FeedType,
  blogExpectation,
  expectedBlogRoutes,
} from './blogOracle.ts';
import { type DocusaurusExpectation, docusaurusExpectation, expectedSidebarPages } from './docusaurusOracle.ts';
import { failsDocusaurusToo } from './fallbackNotices.ts';
import { type PageRoute, pagesExpectation } from './pagesOracle.ts';
import { type RawMdxHit, articleOf, rawMdxHits } from './rawMdx.ts';

const exec = promisify(execFile);

export const WARN_ENV = {
  DOCS_ON_PAGE_ERROR: 'warn',
  DOCS_ON_BROKEN_LINKS: 'warn',
  DOCS_ON_BROKEN_ANCHORS: 'warn',
  DOCS_ON_BROKEN_IMAGES: 'warn',
} as const;

export interface StepRun {
  ok: boolean;
  exitCode: number | null;
  seconds: number;
  /** Peak resident memory of the largest process of the step, in MB (GNU time), or null. */
  peakMb: number | null;
  output: string;
}

export interface PageResult {
  permalink: string;
  what: string;
  version: string;
  file?: string;
  status: number | null;
  /** Whether the page that answered is a doc (has an article): a 200 of another page is not the doc. */
  article: boolean;
  /** Where a redirect led, if the page was reached through one. */
  location?: string;
  fallback: boolean;
  /** Whether every notice on the page is one Docusaurus's own build fails on too (fallbackNotices.ts). */
  fallbackFailsDocusaurusToo: boolean;
  rawMdx: RawMdxHit[];
}

export interface LinkResult {
  where: 'navbar' | 'footer';
  label: string;
  /** The address Docusaurus gives the link. */
  docusaurusHref: string;
  docusaurusStatus: number | null;
  /** Whether the Docusaurus address serves a doc page (not another page answering 200). */
  docusaurusDoc: boolean;
  /** The address the portal renders for it (matched by label), if it renders one. */
  portalHref: string | null;
  portalStatus: number | null;
  ok: boolean;
}

export interface BlogRouteResult extends BlogRoute {
  status: number | null;
  /** Where a redirect led, if the route was reached through one. */
  location?: string;
  /** Served as Docusaurus serves it: 200, a post with its article, a feed that parses. */
  ok: boolean;
  /** Why an answer of 200 is not right: no article, a feed that does not parse. */
  problem?: string;
  /** MDX left as text on an HTML page (rawMdx.ts). */
  rawMdx: RawMdxHit[];
}

export interface PageRouteResult extends PageRoute {
  status: number | null;
  location?: string;
  /** 200, with no MDX left as text. */
  ok: boolean;
  rawMdx: RawMdxHit[];
  /** A construct replaced by a notice (`data-docs-fallback`), and whether Docusaurus's build fails on it too (fallbackNotices.ts). */
  fallback: boolean;
  fallbackFailsDocusaurusToo: boolean;
}

/** A navbar or footer link into the site that does not answer 200. */
export interface BrokenChromeLink {
  where: string;
  href: string;
  status: number | null;
  /** Whether the build's report names it (`site.config.json:12 → /help (…)`), as it must. */
  named: boolean;
}

export interface CompatReport {
  site: string;
  baseUrl: string;
  /** The base URL the import wrote into site.config.json. */
  portalBaseUrl: string | null;
  versions: string[];
  /** The site's blogs at Docusaurus: `<id> at <address> (<folder>/, <n> posts)`. */
  blogs: string[];
  oracleNotes: string[];
  importRun: StepRun;
  buildRun: StepRun;
  checkDocsRun: StepRun | null;
  /** The build's warning lines (problems found under warn). */
  buildWarnings: string[];
  /** Build warnings that check:docs did not print. */
  missedByCheckDocs: string[];
  sidebarPages: PageResult[];
  /** Every built doc (unlisted too), not only those in sidebars. */
  allDocs: { expected: number; answered200: number };
  /** Every route of the site's blogs (blogOracle.ts), as the portal answers it. */
  blogRoutes: BlogRouteResult[];
  /** Every page of the site's `src/pages` (pagesOracle.ts), as the portal answers it. */
  pageRoutes: PageRouteResult[];
  links: LinkResult[];
  /** Internal links the portal renders in its navbar and footer that do not answer (not matched to a docs link). */
  otherBrokenLinks: BrokenChromeLink[];
  serverError: string | null;
}

export interface CheckOptions {
  /** Keep the temporary copy (its path is printed). */
  keep?: boolean;
  /** Print progress lines. */
  log?: (line: string) => void;
  /** Concurrent page requests. */
  concurrency?: number;
  /** Check the portal as committed at this git commit rather than the working tree. */
  commit?: string;
  /** A portal copy kept (`keep`) by an earlier run: serve and read it again without importing or building. */
  reuse?: string;
  /**
   * Build (and check) under the site's own `onBrokenLinks` instead of `warn`: the site must build
   * as its authors set it. Page errors and anchors stay at `warn`.
   */
  siteBrokenLinks?: boolean;
}

const GNU_TIME = '/usr/bin/time';
/** In a kept copy: the import's, build's and check:docs's runs, for `reuse`. */
const STEPS_FILE = '.compat-steps.json';
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

let stepCount = 0;

/**
 * The environment without the portal's own settings, which the caller's may hold: vitest sets
 * BASE_URL=/ and NODE_ENV=test in its process, which would serve an imported site under / instead
 * of its base URL and build it as a test. The steps and the server read the site's settings.
 */
function ownEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of [
    'BASE_URL',
    'SITE_URL',
    'PORT',
    'HOST',
    'NODE_ENV',
    'TRUST_PROXY',
    'METRICS_PORT',
    'PORTAL_DIST_DIR',
    'PORTAL_CONTENT_ROOT',
    'DOCS_ON_PAGE_ERROR',
    'DOCS_ON_BROKEN_LINKS',
    'DOCS_ON_BROKEN_ANCHORS',
    'DOCS_ON_BROKEN_IMAGES',
  ])
    delete env[name];
  return env;
}

/** Runs a command to its end, timing it and (with GNU time) measuring its largest process's peak memory. */
async function runStep(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<StepRun> {
  const timeFile = join(cwd, `.step-time-${process.pid}-${++stepCount}`);
  const useTime = await exists(GNU_TIME);
  const [file, argv] = useTime ? [GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { cwd, env: { ...ownEnv(), ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exitCode = await new Promise<number | null>((done) => child.once('close', (code) => done(code)));
  const seconds = (performance.now() - started) / 1000;
  let peakMb: number | null = null;
  if (useTime) {
    const kb = Number(/(\d+)\s*$/.exec(await readFile(timeFile, 'utf8').catch(() => ''))?.[1]);
    if (kb > 0) peakMb = Math.round(kb / 1024);
    await rm(timeFile, { force: true });
  }
  return { ok: exitCode === 0, exitCode, seconds, peakMb, output };
}

/** The portal's files, as a fresh clone has them: git's tracked (and new, not ignored) files, else the tree without builds. */
async function portalFiles(): Promise<string[]> {
  if (await exists(join(projectRoot, '.git'))) {
    try {
      const { stdout } = await exec('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
        cwd: projectRoot,
        maxBuffer: 64 * 1024 * 1024,
      });
      const files = stdout.split('\0').filter((file) => file !== '');
      const present = await Promise.all(files.map((file) => exists(join(projectRoot, file))));
      return files.filter((_, index) => present[index]);
    } catch {
      // No git on PATH: the plain copy below.
    }
  }
  const skip = new Set(['node_modules', '.git', 'dist', 'dist-dev', 'coverage', 'tmp']);
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(join(projectRoot, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (skip.has(path) || /^dist\.staging/.test(path)) continue;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  await walk('');
  return files;
}

/**
 * A copy of the portal to import into, its node_modules linked: the working tree's files, or with
 * `commit` the files of that commit (`git archive`), to check a committed state while the working
 * tree is being edited.
 */
export async function portalCopy(commit?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-compat-'));
  if (commit) {
    const archive = join(dir, '.portal.tar');
    await exec('git', ['archive', '--format=tar', '-o', archive, commit], { cwd: projectRoot });
    await exec('tar', ['-xf', archive, '-C', dir]);
    await rm(archive);
    await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
    return dir;
  }
  for (const file of await portalFiles()) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(projectRoot, file), join(dir, file));
  }
  await symlink(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The folder holding docusaurus.config.* in an unpacked archive: the shallowest one. */
async function findSiteDir(root: string): Promise<string> {
  let level = [root];
  for (let depth = 0; depth < 4 && level.length > 0; depth++) {
    const found: string[] = [];
    const next: string[] = [];
    for (const dir of level) {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      if (entries.some((entry) => entry.isFile() && CONFIG_FILE_NAMES.includes(entry.name))) found.push(dir);
      for (const entry of entries)
        if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
          next.push(join(dir, entry.name));
    }
    if (found.length === 1) return found[0] as string;
    if (found.length > 1)
      throw new Error(`several Docusaurus sites in the archive: ${found.map((dir) => relative(root, dir)).join(', ')}`);
    level = next;
  }
  throw new Error(`no docusaurus.config.* in ${root}`);
}

/** A site folder, or an archive (`.tar.gz`, `.tgz`, `.tar`) unpacked into `workDir`. */
export async function siteFolder(input: string, workDir: string): Promise<string> {
  const path = resolve(input);
  if (!/\.(tar\.gz|tgz|tar)$/.test(path)) return path;
  const into = join(workDir, 'site');
  await mkdir(into, { recursive: true });
  await exec('tar', ['-xf', path, '-C', into], { maxBuffer: 16 * 1024 * 1024 });
  return findSiteDir(into);
}

interface Server {
  child: ChildProcess;
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function startServer(distDir: string, healthPath: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArgs(distDir), {
    cwd: dirname(distDir),
    env: {
      ...ownEnv(),
      NODE_ENV: 'production',
      PORTAL_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<void>((done) => child.once('exit', () => done()));
  const server: Server = {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
        process.kill(child.pid, 'SIGTERM');
      await exit;
    },
  };
  const since = performance.now();
  while (performance.now() - since < 60_000) {
    if (child.exitCode !== null) throw new Error(`the built portal exited with ${child.exitCode}: ${output}`);
    const response = await fetch(`${server.origin}${healthPath}`).catch(() => null);
    if (response?.status === 200) return server;
    await new Promise((done) => setTimeout(done, 200));
  }
  await server.stop();
  throw new Error(`the built portal never answered ${healthPath}: ${output}`);
}

const withoutSlash = (path: string) => path.replace(/\/$/, '') || '/';

/** GET a path; a redirect that only adds or removes the trailing slash is followed (the same address). */
async function getPage(
  origin: string,
  path: string,
): Promise<{ status: number | null; location?: string; html: string }> {
  try {
    let response = await fetch(`${origin}${encodeURI(path)}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, `${origin}${encodeURI(path)}`);
      if (withoutSlash(decodeURI(target.pathname)) !== withoutSlash(path))
        return { status: response.status, location: decodeURI(target.pathname), html: '' };
      response = await fetch(target, { redirect: 'manual' });
    }
    return { status: response.status, html: response.status === 200 ? await response.text() : '' };
  } catch {
    return { status: null, html: '' };
  }
}

/** Where a link ends, following redirects as a browser does: its status, and whether it is a doc. */
async function follow(origin: string, href: string): Promise<{ status: number | null; doc: boolean }> {
  try {
    const response = await fetch(new URL(href, origin), { redirect: 'follow' });
    const html = await response.text();
    return { status: response.status, doc: response.status === 200 && articleOf(html) !== '' };
  } catch {
    return { status: null, doc: false };
  }
}

async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `<a href="…">label</a>` inside the first `<tag …>…</tag>` of the page. */
function anchorsIn(html: string, tag: 'header' | 'footer'): { href: string; label: string }[] {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  if (start === -1 || end === -1) return [];
  const region = html.slice(start, end);
  return [...region.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: (match[1] as string).replace(/&amp;/g, '&'),
    label: (match[2] as string)
      .replace(/<[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .trim(),
  }));
}

/** Lines of the build's output that are warnings, without the `warning:` prefix. */
export function warningLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('warning: '))
    .map((line) => line.slice('warning: '.length).trim())
    .filter((line) => line !== '' && !/^\d+ (broken|problem|page)/.test(line));
}

const FEED_ROOTS: Record<FeedType, string> = { rss: 'rss', atom: 'feed', json: '' };

/** Why a feed's body is not the feed it should be (well-formed XML with its root, or JSON), or null. */
export function feedProblem(type: FeedType, body: string): string | null {
  if (type === 'json') {
    try {
      JSON.parse(body);
      return null;
    } catch (error) {
      return `not JSON: ${(error as Error).message}`;
    }
  }
  const valid = XMLValidator.validate(body);
  if (valid !== true) return `not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`;
  const root = FEED_ROOTS[type];
  return new RegExp(`<${root}[\\s>]`).test(body) ? null : `well-formed XML, but no <${root}> element`;
}

/** A blog route as the portal answers it: its status, and whether it is what Docusaurus serves there. */
async function checkBlogRoute(origin: string, route: BlogRoute, mdx1: boolean): Promise<BlogRouteResult> {
  const got = await getPage(origin, route.permalink);
  const result: BlogRouteResult = {
    ...route,
    status: got.status,
    ...(got.location ? { location: got.location } : {}),
    ok: false,
    rawMdx: [],
  };
  if (got.status !== 200) return result;
  if (route.kind === 'feed') {
    const problem = feedProblem(route.feed ?? 'rss', got.html);
    return problem ? { ...result, problem } : { ...result, ok: true };
  }
  const rawMdx = rawMdxHits(got.html, { mdx1 });
  if (route.kind === 'post' && articleOf(got.html) === '')
    return { ...result, problem: 'not a post page: no article', rawMdx };
  return { ...result, ok: true, rawMdx };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function checkLinks(
  expectation: DocusaurusExpectation,
  origin: string,
  pageHtml: string,
  /** The build's warnings and the base URL of the site's paths in them, to find each broken link named. */
  named: { warnings: string[]; baseUrl: string },
): Promise<{ links: LinkResult[]; otherBrokenLinks: CompatReport['otherBrokenLinks'] }> {
  const rendered = {
    navbar: anchorsIn(pageHtml, 'header'),
    footer: anchorsIn(pageHtml, 'footer'),
  };
  const seen = new Set<string>();
  const matched = new Set<string>();
  const links: LinkResult[] = [];
  for (const link of expectation.navLinks) {
    if (!link.docs || seen.has(`${link.where} ${link.href}`)) continue;
    seen.add(`${link.where} ${link.href}`);
    const portal = rendered[link.where].find((anchor) => anchor.label === link.label);
    if (portal) matched.add(`${link.where} ${portal.href}`);
    // The Docusaurus address must serve the doc; what the portal renders for the link must answer.
    const atDocusaurus = await follow(origin, link.href);
    const portalStatus = portal ? (await follow(origin, portal.href)).status : null;
    links.push({
      where: link.where,
      label: link.label,
      docusaurusHref: link.href,
      docusaurusStatus: atDocusaurus.status,
      docusaurusDoc: atDocusaurus.doc,
      portalHref: portal?.href ?? null,
      portalStatus,
      ok: atDocusaurus.doc && (portal === undefined || portalStatus === 200),
    });
  }
  const otherBrokenLinks: CompatReport['otherBrokenLinks'] = [];
  for (const where of ['navbar', 'footer'] as const)
    for (const anchor of rendered[where]) {
      if (!anchor.href.startsWith('/') || anchor.href.startsWith('//') || matched.has(`${where} ${anchor.href}`))
        continue;
      if (seen.has(`other ${anchor.href}`)) continue;
      seen.add(`other ${anchor.href}`);
      const { status } = await follow(origin, anchor.href);
      if (status === 200) continue;
      // site.config.json holds the link without the base URL.
      const sitePath = anchor.href.startsWith(named.baseUrl)
        ? `/${anchor.href.slice(named.baseUrl.length)}`
        : anchor.href;
      const byLine = new RegExp(`^site\\.config\\.json:\\d+ → ${escapeRegExp(sitePath)} \\(`);
      otherBrokenLinks.push({
        where,
        href: anchor.href,
        status,
        named: named.warnings.some((line) => byLine.test(line.trim())),
      });
    }
  return { links, otherBrokenLinks };
}

/** A page of `src/pages` as the portal answers it. */
async function checkPageRoute(
  origin: string,
  route: PageRoute,
  { mdx1, siteDir }: { mdx1: boolean; siteDir: string },
): Promise<PageRouteResult> {
  const got = await getPage(origin, route.permalink);
  const rawMdx = got.status === 200 ? rawMdxHits(got.html, { mdx1 }) : [];
  return {
    ...route,
    status: got.status,
    ...(got.location ? { location: got.location } : {}),
    ok: got.status === 200,
    rawMdx,
    fallback: got.html.includes('data-docs-fallback'),
    fallbackFailsDocusaurusToo: failsDocusaurusToo(got.html, { siteDir, file: route.file }),
  };
}

/** Imports, builds, serves and reads one Docusaurus site (a folder holding docusaurus.config.*, or an archive of one). */
export async function checkCompat(input: string, options: CheckOptions = {}): Promise<CompatReport> {
  const log = options.log ?? (() => {});
  const work = await mkdtemp(join(tmpdir(), 'compat-site-'));
  let portal: string | null = null;
  let server: Server | null = null;
  try {
    const siteDir = await siteFolder(input, work);
    log(`site: ${siteDir}`);
    const expectation = await docusaurusExpectation(siteDir);
    const pages = expectedSidebarPages(expectation);
    log(`Docusaurus gives ${pages.length} sidebar pages under ${expectation.baseUrl}`);
    const oracleNotes = [...expectation.notes];
    const blog = await blogExpectation(siteDir).catch((error: unknown) => {
      oracleNotes.push(`the blogs cannot be worked out: ${(error as Error).message.split('\n')[0]}`);
      return null;
    });
    oracleNotes.push(...(blog?.notes ?? []));
    const blogRoutes = blog ? expectedBlogRoutes(blog) : [];
    log(`Docusaurus gives ${blogRoutes.length} blog routes`);
    const ownPages = await pagesExpectation(siteDir).catch((error: unknown) => {
      oracleNotes.push(`the pages cannot be worked out: ${(error as Error).message.split('\n')[0]}`);
      return null;
    });
    oracleNotes.push(...(ownPages?.notes ?? []));
    const pageRoutes = ownPages?.routes ?? [];
    log(`Docusaurus gives ${pageRoutes.length} src/pages routes`);
    let importRun: StepRun;
    let buildRun: StepRun;
    let checkDocsRun: StepRun | null;
    if (options.reuse) {
      // A copy kept by an earlier run: its steps as that run recorded them; nothing is rebuilt.
      portal = resolve(options.reuse);
      ({ importRun, buildRun, checkDocsRun } = JSON.parse(await readFile(join(portal, STEPS_FILE), 'utf8')) as {
        importRun: StepRun;
        buildRun: StepRun;
        checkDocsRun: StepRun | null;
      });
    } else {
      portal = await portalCopy(options.commit);
      if (options.keep) log(`portal copy: ${portal}`);
      const tsx = join(projectRoot, 'node_modules', '.bin', 'tsx');
      importRun = await runStep(process.execPath, [...IMPORT_NODE_ARGS, siteDir, '--into', portal], portal);
      log(`import: exit ${importRun.exitCode} in ${importRun.seconds.toFixed(1)} s`);
      // check:docs writes nothing, so it runs beside the build, under the same settings: what it
      // prints is compared with the build's warnings. (Under `throw` a page that fails hides the
      // anchors into it, which the build under `warn` reports, so the settings must match.)
      const env: Record<string, string> = { ...WARN_ENV };
      if (options.siteBrokenLinks) delete env.DOCS_ON_BROKEN_LINKS;
      [buildRun, checkDocsRun] = importRun.ok
        ? await Promise.all([
            runStep(process.execPath, [...BUILD_NODE_ARGS], portal, env),
            runStep(tsx, ['scripts/checkDocs.ts'], portal, env),
          ])
        : [{ ok: false, exitCode: null, seconds: 0, peakMb: null, output: 'not run: the import failed' }, null];
      log(`build: exit ${buildRun.exitCode} in ${buildRun.seconds.toFixed(1)} s`);
      if (options.keep)
        await writeFile(join(portal, STEPS_FILE), JSON.stringify({ importRun, buildRun, checkDocsRun }));
    }
    const buildWarnings = warningLines(buildRun.output);
    const missedByCheckDocs = checkDocsRun ? buildWarnings.filter((line) => !checkDocsRun.output.includes(line)) : [];
    const report: CompatReport = {
      site: siteDir.startsWith(work) ? `${basename(input)}: ${relative(join(work, 'site'), siteDir)}` : input,
      baseUrl: expectation.baseUrl,
      portalBaseUrl: null,
      versions: expectation.instances.flatMap((instance) =>
        instance.versions.map(
          (version) => `${instance.id === 'default' ? '' : `${instance.id}:`}${version.name} at ${version.path}`,
        ),
      ),
      blogs: (blog?.instances ?? []).map(
        (instance) =>
          `${instance.id} at ${instance.basePath} (${instance.path}/, ${instance.posts.length} posts${instance.posts.some((post) => post.unlisted) ? `, ${instance.posts.filter((post) => post.unlisted).length} unlisted` : ''})`,
      ),
      oracleNotes,
      importRun,
      buildRun,
      checkDocsRun,
      buildWarnings,
      missedByCheckDocs,
      sidebarPages: pages.map((page) => ({
        ...page,
        status: null,
        article: false,
        fallback: false,
        fallbackFailsDocusaurusToo: false,
        rawMdx: [],
      })),
      allDocs: { expected: 0, answered200: 0 },
      blogRoutes: blogRoutes.map((route) => ({ ...route, status: null, ok: false, rawMdx: [] })),
      pageRoutes: pageRoutes.map((route) => ({
        ...route,
        status: null,
        ok: false,
        rawMdx: [],
        fallback: false,
        fallbackFailsDocusaurusToo: false,
      })),
      links: [],
      otherBrokenLinks: [],
      serverError: null,
    };
    if (!buildRun.ok) return report;
    const settings = JSON.parse(await readFile(join(portal, 'site.config.json'), 'utf8')) as { baseUrl?: string };
    report.portalBaseUrl = settings.baseUrl ?? '/';
    try {
      server = await startServer(join(portal, 'dist'), `${report.portalBaseUrl}healthz`);
    } catch (error) {
      report.serverError = (error as Error).message;
      return report;
    }
    const origin = server.origin;
    const concurrency = options.concurrency ?? 8;
    // Docusaurus 2 (MDX 1) showed braces in prose as text (rawMdx.ts).
    const mdx1 = docusaurusMajorOf(siteDir) === 2;
    report.sidebarPages = await inParallel(pages, concurrency, async (page) => {
      const got = await getPage(origin, page.permalink);
      return {
        ...page,
        status: got.status,
        article: got.status === 200 && articleOf(got.html) !== '',
        ...(got.location ? { location: got.location } : {}),
        fallback: got.html.includes('data-docs-fallback'),
        fallbackFailsDocusaurusToo: failsDocusaurusToo(got.html, { siteDir, file: page.file }),
        rawMdx: got.status === 200 ? rawMdxHits(got.html, { mdx1 }) : [],
      };
    });
    const inSidebars = new Set(pages.map((page) => page.permalink));
    const others = expectation.instances.flatMap((instance) =>
      instance.versions.flatMap((version) => version.docs.filter((doc) => !inSidebars.has(doc.permalink))),
    );
    const otherStatus = await inParallel(
      others,
      concurrency,
      async (doc) => (await getPage(origin, doc.permalink)).status,
    );
    const sidebarOk = report.sidebarPages.filter(servedAsDoc).length;
    report.allDocs = {
      expected: new Set([...inSidebars, ...others.map((doc) => doc.permalink)]).size,
      answered200: sidebarOk + otherStatus.filter((status) => status === 200).length,
    };
    log(`pages: ${sidebarOk} of ${pages.length} sidebar pages answer 200`);
    report.blogRoutes = await inParallel(blogRoutes, concurrency, (route) => checkBlogRoute(origin, route, mdx1));
    log(`blog: ${report.blogRoutes.filter((route) => route.ok).length} of ${blogRoutes.length} blog routes right`);
    report.pageRoutes = await inParallel(pageRoutes, concurrency, (route) =>
      checkPageRoute(origin, route, { mdx1, siteDir }),
    );
    log(
      `pages: ${report.pageRoutes.filter((route) => route.ok).length} of ${pageRoutes.length} src/pages routes right`,
    );
    const first = report.sidebarPages.find(servedAsDoc);
    const sample = first ? await getPage(origin, first.permalink) : await getPage(origin, report.portalBaseUrl);
    Object.assign(
      report,
      await checkLinks(expectation, origin, sample.html, { warnings: buildWarnings, baseUrl: report.portalBaseUrl }),
    );
    return report;
  } finally {
    await server?.stop();
    if (portal && !options.keep && !options.reuse) await rm(portal, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  }
}

/** A sidebar page the portal serves at its Docusaurus address: 200, and a doc (not another page answering there). */
const servedAsDoc = (page: PageResult) => page.status === 200 && page.article;

/** The figures the thresholds are about. */
export function summary(report: CompatReport) {
  const pages = report.sidebarPages;
  const ok = pages.filter(servedAsDoc);
  // What the portal could not render; pages Docusaurus cannot build either are apart.
  const fallback = pages.filter((page) => page.fallback && !page.fallbackFailsDocusaurusToo);
  const docusaurusToo = pages.filter((page) => page.fallbackFailsDocusaurusToo);
  const rawMdx = pages.flatMap((page) => page.rawMdx.map((hit) => ({ page: page.permalink, file: page.file, ...hit })));
  return {
    expected: pages.length,
    answered200: ok.length,
    share200: pages.length === 0 ? 0 : ok.length / pages.length,
    fallback: fallback.length,
    shareFallback: pages.length === 0 ? 0 : fallback.length / pages.length,
    failsDocusaurusToo: docusaurusToo.length,
    rawMdx,
    failingLinks: report.links.filter((link) => !link.ok),
    missing: pages.filter((page) => !servedAsDoc(page)),
  };
}

/** The blog's figures: per kind, and the routes that are not right. */
export function blogSummary(report: CompatReport) {
  const routes = report.blogRoutes;
  const ok = routes.filter((route) => route.ok).length;
  return {
    expected: routes.length,
    ok,
    share: routes.length === 0 ? 1 : ok / routes.length,
    byKind: Object.fromEntries(
      BLOG_ROUTE_KINDS.map((kind) => {
        const ofKind = routes.filter((route) => route.kind === kind);
        return [kind, { expected: ofKind.length, ok: ofKind.filter((route) => route.ok).length }];
      }),
    ) as Record<BlogRouteKind, { expected: number; ok: number }>,
    failures: routes.filter((route) => !route.ok),
    rawMdx: routes.flatMap((route) => route.rawMdx.map((hit) => ({ page: route.permalink, file: route.file, ...hit }))),
  };
}

/** The figures of its `src/pages` routes. */
export function pagesSummary(report: CompatReport) {
  const routes = report.pageRoutes;
  const ok = routes.filter((route) => route.ok).length;
  return {
    expected: routes.length,
    ok,
    share: routes.length === 0 ? 1 : ok / routes.length,
    failures: routes.filter((route) => !route.ok),
    rawMdx: routes.flatMap((route) => route.rawMdx.map((hit) => ({ page: route.permalink, file: route.file, ...hit }))),
  };
}

/**
 * `blogShare200`: of a site's blog routes (when it has a blog), as `share200` of its sidebar pages;
 * `pagesShare200`: of its `src/pages` routes (issue 42 asks 95 %).
 */
export const THRESHOLDS = { share200: 0.98, shareFallback: 0.05, blogShare200: 0.98, pagesShare200: 0.95 } as const;

/** What a report misses of the thresholds, one line each; empty when it meets them all. */
export function thresholdFailures(report: CompatReport): string[] {
  const s = summary(report);
  const failures: string[] = [];
  if (!report.importRun.ok) failures.push('the import failed');
  if (!report.buildRun.ok) failures.push('the build failed');
  if (report.serverError) failures.push('the built server did not start');
  if (s.share200 < THRESHOLDS.share200)
    failures.push(
      `${s.answered200} of ${s.expected} sidebar pages answer 200 at their Docusaurus address (under 98 %)`,
    );
  if (s.shareFallback > THRESHOLDS.shareFallback)
    failures.push(`${s.fallback} pages carry a fallback notice (over 5 %)`);
  if (s.rawMdx.length > 0) failures.push(`${s.rawMdx.length} raw MDX hits`);
  const blog = blogSummary(report);
  if (blog.expected > 0 && blog.share < THRESHOLDS.blogShare200)
    failures.push(
      `${blog.ok} of ${blog.expected} blog routes are right at their Docusaurus address (under ${THRESHOLDS.blogShare200 * 100} %)`,
    );
  if (blog.rawMdx.length > 0) failures.push(`${blog.rawMdx.length} raw MDX hits in blog pages`);
  const ownPages = pagesSummary(report);
  if (ownPages.share < THRESHOLDS.pagesShare200)
    failures.push(
      `${ownPages.ok} of ${ownPages.expected} src/pages routes answer 200 at their Docusaurus address (under ${THRESHOLDS.pagesShare200 * 100} %)`,
    );
  if (ownPages.rawMdx.length > 0) failures.push(`${ownPages.rawMdx.length} raw MDX hits in src/pages pages`);
  const unnamed = report.otherBrokenLinks.filter((link) => !link.named);
  if (unnamed.length > 0)
    failures.push(`${unnamed.length} navbar/footer links into the site do not answer and the build does not name them`);
  if (s.failingLinks.length > 0) failures.push(`${s.failingLinks.length} navbar/footer docs links do not resolve`);
  if (report.missedByCheckDocs.length > 0)
    failures.push(`check:docs did not print ${report.missedByCheckDocs.length} of the build's warnings`);
  return failures;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const mb = (value: number | null) => (value === null ? 'n/a' : `${value} MB`);

/** The short report `npm run check:compat` prints. */
export function formatReport(report: CompatReport, { limit = 10 }: { limit?: number } = {}): string {
  const s = summary(report);
  const lines: string[] = [];
  lines.push(
    `Docusaurus site ${report.site} (base URL ${report.baseUrl}; the import wrote ${report.portalBaseUrl ?? '?'})`,
  );
  lines.push(`  versions (Docusaurus): ${report.versions.join(', ') || 'none'}`);
  for (const note of report.oracleNotes) lines.push(`  note: ${note}`);
  const step = (name: string, run: StepRun | null) =>
    run
      ? `  ${name}: ${run.ok ? 'ok' : `FAILED (exit ${run.exitCode})`}, ${run.seconds.toFixed(1)} s, peak ${mb(run.peakMb)}`
      : `  ${name}: not run`;
  lines.push(step('import', report.importRun));
  lines.push(step('build (warn)', report.buildRun));
  lines.push(`    ${report.buildWarnings.length} build warnings`);
  lines.push(step('check:docs', report.checkDocsRun));
  if (report.checkDocsRun)
    lines.push(
      `    check:docs printed ${report.buildWarnings.length - report.missedByCheckDocs.length} of the build's ${report.buildWarnings.length} warnings in one run`,
    );
  for (const line of report.missedByCheckDocs.slice(0, limit)) lines.push(`      not printed: ${line}`);
  if (!report.importRun.ok)
    lines.push(
      ...report.importRun.output
        .trim()
        .split('\n')
        .slice(-limit)
        .map((l) => `    ${l}`),
    );
  if (report.importRun.ok && !report.buildRun.ok)
    lines.push(
      ...report.buildRun.output
        .trim()
        .split('\n')
        .slice(-limit)
        .map((l) => `    ${l}`),
    );
  if (report.serverError) lines.push(`  server: ${report.serverError.split('\n')[0]}`);
  lines.push(
    `  sidebar pages: ${s.expected} expected, ${s.answered200} answer 200 with the doc (${percent(s.share200)})`,
  );
  for (const page of s.missing.slice(0, limit))
    lines.push(
      `    ${page.status ?? 'no answer'}${page.status === 200 ? ' (not a doc page)' : ''} ${page.permalink}${page.location ? ` → ${page.location}` : ''} (${page.version}: ${page.what})`,
    );
  if (s.missing.length > limit) lines.push(`    … and ${s.missing.length - limit} more`);
  lines.push(`  all docs: ${report.allDocs.expected} expected, ${report.allDocs.answered200} answer 200`);
  lines.push(`  fallback notices: ${s.fallback} pages (${percent(s.shareFallback)})`);
  for (const page of report.sidebarPages.filter((p) => p.fallback && !p.fallbackFailsDocusaurusToo).slice(0, limit))
    lines.push(`    ${page.permalink} (${page.file ?? page.what})`);
  lines.push(
    `  notices Docusaurus's build fails on too (packages not installed, files the repository lacks): ${s.failsDocusaurusToo} pages`,
  );
  for (const page of report.sidebarPages.filter((p) => p.fallbackFailsDocusaurusToo).slice(0, limit))
    lines.push(`    ${page.permalink} (${page.file ?? page.what})`);
  lines.push(`  raw MDX: ${s.rawMdx.length} hits`);
  for (const hit of s.rawMdx.slice(0, limit)) lines.push(`    ${hit.page} [${hit.kind}] ${hit.text}`);
  lines.push(
    `  navbar/footer docs links: ${report.links.length - s.failingLinks.length} of ${report.links.length} resolve`,
  );
  for (const link of s.failingLinks)
    lines.push(
      `    ${link.where} "${link.label}": Docusaurus ${link.docusaurusHref} → ${link.docusaurusStatus ?? 'no answer'}${link.docusaurusStatus === 200 && !link.docusaurusDoc ? ' (not a doc page)' : ''}; portal ${link.portalHref ?? '(not rendered)'} → ${link.portalStatus ?? '-'}`,
    );
  for (const link of report.otherBrokenLinks)
    lines.push(
      `    (other ${link.where} link) ${link.href} → ${link.status ?? 'no answer'}${link.named ? ', named in the build’s report' : ', NOT named in the build’s report'}`,
    );
  const ownPages = pagesSummary(report);
  lines.push(
    `  src/pages routes: ${ownPages.expected} expected, ${ownPages.ok} answer 200 (${percent(ownPages.share)})`,
  );
  for (const route of ownPages.failures.slice(0, limit))
    lines.push(
      `    ${route.status ?? 'no answer'} ${route.permalink}${route.location ? ` → ${route.location}` : ''} (${route.file})`,
    );
  if (ownPages.failures.length > limit) lines.push(`    … and ${ownPages.failures.length - limit} more`);
  const withNotice = report.pageRoutes.filter((route) => route.fallback);
  lines.push(
    `  src/pages with a fallback notice: ${withNotice.length} (${withNotice.filter((route) => route.fallbackFailsDocusaurusToo).length} of them on what Docusaurus's build fails on too)`,
  );
  for (const route of withNotice.slice(0, limit))
    lines.push(
      `    ${route.permalink} (${route.file})${route.fallbackFailsDocusaurusToo ? ', Docusaurus fails too' : ''}`,
    );
  lines.push(`  src/pages raw MDX: ${ownPages.rawMdx.length} hits`);
  for (const hit of ownPages.rawMdx.slice(0, limit)) lines.push(`    ${hit.page} [${hit.kind}] ${hit.text}`);
  lines.push(`  blogs (Docusaurus): ${report.blogs.join(', ') || 'none'}`);
  if (report.blogRoutes.length > 0) {
    const blog = blogSummary(report);
    const kindLines: Record<BlogRouteKind, string> = {
      post: 'blog posts',
      list: 'blog list pages',
      archive: 'blog archive',
      tag: 'blog tag pages (and the tags list)',
      author: 'blog author pages (and the authors list)',
      feed: 'blog feeds',
    };
    for (const kind of BLOG_ROUTE_KINDS) {
      const { expected, ok } = blog.byKind[kind];
      const what =
        kind === 'post' ? 'answer 200 with the post' : kind === 'feed' ? 'answer 200 and parse' : 'answer 200';
      lines.push(`  ${kindLines[kind]}: ${expected} expected, ${ok} ${what}`);
    }
    lines.push(`  blog routes: ${blog.expected} expected, ${blog.ok} right (${percent(blog.share)})`);
    for (const route of blog.failures.slice(0, limit))
      lines.push(
        `    ${route.status ?? 'no answer'}${route.problem ? ` (${route.problem})` : ''} ${route.permalink}${route.location ? ` → ${route.location}` : ''} (${route.kind}: ${route.what}${route.file ? `, ${route.file}` : ''}${report.blogs.length > 1 ? `; blog ${route.instance}` : ''})`,
      );
    if (blog.failures.length > limit) lines.push(`    … and ${blog.failures.length - limit} more`);
    lines.push(`  blog raw MDX: ${blog.rawMdx.length} hits`);
    for (const hit of blog.rawMdx.slice(0, limit)) lines.push(`    ${hit.page} [${hit.kind}] ${hit.text}`);
  }
  return lines.join('\n');
}
