/**
 * `npm run build` and `npm start` on broken content (fixtures in temporary folders): the build
 * fails with every problem listed, and start serves nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/projectPaths.ts';
import { tempDocsWriter } from '../tests/support/tempDocs.ts';
import { startPortalProcess } from '../tests/support/portalProcess.ts';
import { BUILD_NODE_ARGS } from './buildCommand.ts';

const site = tempDocsWriter();
const outputs: string[] = [];
afterEach(async () => {
  await Promise.all(outputs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const page = (title: string, body = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## Usage\n\n${body}\n`;

async function run(
  command: string[],
  contentRoot: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string; distDir: string }> {
  const distDir = env.PORTAL_DIST_DIR ?? (await mkdtemp(join(tmpdir(), 'portal-build-')));
  outputs.push(distDir);
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: projectRoot,
    env: { ...process.env, PORTAL_CONTENT_ROOT: contentRoot, PORTAL_DIST_DIR: distDir, PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output, distDir };
}

const build = (contentRoot: string, env: Record<string, string> = {}) =>
  run([process.execPath, ...BUILD_NODE_ARGS], contentRoot, env);

describe('npm run build on broken content', () => {
  it('fails listing every broken link and anchor as file:line → target (reason)', async () => {
    const root = await site({
      'docs/start.md': page('Start', '[gone](/docs/nowhere) and [setup](./setup.md#nope)\n\n[fine](./setup.md#usage)'),
      'docs/setup.md': page('Setup', 'Back to [start](/docs/start#missing).'),
    });
    const { code, output, distDir } = await build(root);
    expect(code).toBe(1);
    expect(output).toContain('Build failed: 3 broken links in docs/:');
    expect(output).toContain('docs/start.md:8 → /docs/nowhere (no such page)');
    expect(output).toContain('docs/start.md:8 → ./setup.md#nope (no heading #nope on /docs/setup)');
    expect(output).toContain('docs/setup.md:8 → /docs/start#missing (no heading #missing on /docs/start)');
    expect(existsSync(join(distDir, 'content.json'))).toBe(false);
  }, 60_000);

  it.each([
    [
      'a title that is not text',
      { 'docs/a.md': '---\ntitle: [A]\ndescription: No title.\n---\nText.\n' },
      'docs/a.md: front matter "title" must be a non-empty string',
    ],
    [
      'a mistyped position',
      { 'docs/a.md': '---\ntitle: A\ndescription: A page.\nsidebar_position: first\n---\n' },
      'docs/a.md: front matter "sidebar_position" must be a number',
    ],
    [
      'two files claiming one route',
      { 'docs/ios.md': page('iOS'), 'docs/ios/index.md': page('iOS index') },
      'route /docs/ios is already taken',
    ],
  ])(
    'fails on %s, naming the file',
    async (_case, files, message) => {
      const { code, output } = await build(await site(files));
      expect(code).toBe(1);
      expect(output).toContain(message);
    },
    60_000,
  );
});

describe('npm run build with pages that cannot be built (two, in two versions)', () => {
  const brokenPages = join(projectRoot, 'tests/fixtures/broken-pages-site');
  const FANCY = 'docs/guide/fancy.mdx:8: unknown component <Fancy>';
  const OLD_WIDGET = 'versioned_docs/version-1.0/old-widget.mdx:6: cannot import Box';

  it('under DOCS_ON_PAGE_ERROR=throw, names both in file order in one run and fails', async () => {
    const { code, output, distDir } = await build(brokenPages, { DOCS_ON_PAGE_ERROR: 'throw' });
    expect(code).toBe(1);
    expect(output.indexOf(FANCY)).toBeGreaterThan(output.indexOf('Build failed'));
    expect(output.indexOf(OLD_WIDGET)).toBeGreaterThan(output.indexOf(FANCY));
    expect(output).not.toContain('unknown doc id');
    expect(existsSync(join(distDir, 'content.json'))).toBe(false);
  }, 60_000);

  it('under DOCS_ON_PAGE_ERROR=warn, builds every page, each broken one with its notice', async () => {
    const { code, output, distDir } = await build(brokenPages, { DOCS_ON_PAGE_ERROR: 'warn' });
    expect(code).toBe(0);
    expect(output).toContain(`warning: ${FANCY}`);
    expect(output).toContain(`warning: ${OLD_WIDGET}`);
    expect(output).not.toContain('unknown doc id');
    const store = JSON.parse(await readFile(join(distDir, 'content.json'), 'utf8')) as {
      pages: Record<string, { html?: string }>;
    };
    expect(store.pages['/docs/next/guide/fancy']?.html).toContain('data-docs-fallback');
    expect(store.pages['/docs/old-widget']?.html).toContain('data-docs-fallback');
    expect(store.pages['/docs/next/guide/setup']?.html).not.toContain('data-docs-fallback');
  }, 60_000);
});

describe('a page MDX cannot parse, built under DOCS_ON_PAGE_ERROR=warn', () => {
  it('is served as plain Markdown with its images, and the server starts', async () => {
    // `{` opens an expression MDX cannot parse; the images are written as a Docusaurus page writes them.
    const broken = [
      '---\ntitle: Internals\ndescription: How it works.\n---\n',
      'A set {of things} in prose.\n',
      '![The diagram](./img/diagram.svg)\n',
      '<img src="./img/raw.png" alt="raw" />\n',
      '<img src={require("./img/required.png").default} />\n',
      '![Logo](@site/static/img/logo.png)\n',
    ].join('\n');
    const root = await site({
      'docs/start.md': page('Start'),
      'docs/internals.mdx': broken,
      'docs/img/diagram.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docs/img/raw.png': 'png',
      'docs/img/required.png': 'png',
      'static/img/logo.png': 'png',
    });
    const { code, output, distDir } = await build(root, { DOCS_ON_PAGE_ERROR: 'warn' });
    expect(code, output).toBe(0);
    expect(output).toContain('warning: docs/internals.mdx:6: Could not parse expression with acorn');
    // Raw HTML, which plain Markdown leaves as written, names files the build knows are not there.
    const store = JSON.parse(await readFile(join(distDir, 'content.json'), 'utf8')) as { missingFiles: string[] };
    expect(store.missingFiles).toContain('/docs/img/raw.png');
    const portal = await startPortalProcess(distDir);
    try {
      const html = await (await fetch(`${portal.origin}/docs/internals`)).text();
      expect(html).toContain('data-docs-fallback');
      const diagram = /src="(\/assets\/docs\/diagram-[0-9a-f]{8}\.svg)"/.exec(html)?.[1];
      expect(diagram, html).toBeDefined();
      const served = await fetch(`${portal.origin}${diagram}`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('<svg');
      expect((await fetch(`${portal.origin}/img/logo.png`)).status).toBe(200);
    } finally {
      await portal.stop();
    }
  }, 120_000);
});

describe('a build under DOCS_ON_PAGE_ERROR=warn', () => {
  it('is not taken as up to date by a run under throw (npm start builds again, and fails)', async () => {
    const root = join(projectRoot, 'tests/fixtures/broken-pages-site');
    const distDir = join(await mkdtemp(join(tmpdir(), 'portal-build-')), 'dist');
    outputs.push(dirname(distDir));
    const ifStale = [process.execPath, ...BUILD_NODE_ARGS, '--if-stale'];
    const warned = await run(ifStale, root, { PORTAL_DIST_DIR: distDir, DOCS_ON_PAGE_ERROR: 'warn' });
    expect(warned.code, warned.output).toBe(0);
    const again = await run(ifStale, root, { PORTAL_DIST_DIR: distDir, DOCS_ON_PAGE_ERROR: 'throw' });
    expect(again.code).toBe(1);
    expect(again.output).toContain('docs/guide/fancy.mdx:8: unknown component <Fancy>');
  }, 120_000);
});

describe('the compiled-page cache (server/content/sources/pageCache.ts)', () => {
  /** Every file of a build, by path, with its bytes. */
  async function files(distDir: string): Promise<Map<string, Buffer>> {
    const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
    const paths = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    const found = new Map<string, Buffer>();
    for (const path of paths.sort()) found.set(relative(distDir, path), await readFile(path));
    return found;
  }
  /** The lines naming a page's problem (`docs/a.mdx:8: …`), whatever precedes them (`warning: `, `Build failed: `). */
  const problemLines = (output: string) =>
    output.split('\n').flatMap((line) => /(?:^|\s)([\w./-]+\.mdx?:\d+: .*)$/.exec(line)?.[1] ?? []);

  it('builds byte for byte what a build without it does, and a build under throw fails as without it', async () => {
    // A site of its own (the key holds the content root's path) and a cache of its own.
    const root = await mkdtemp(join(tmpdir(), 'portal-cached-site-'));
    const cacheDir = await mkdtemp(join(tmpdir(), 'portal-page-cache-'));
    outputs.push(root, cacheDir);
    await cp(join(projectRoot, 'tests/fixtures/broken-pages-site'), root, { recursive: true });
    const warn = { DOCS_ON_PAGE_ERROR: 'warn', DOCS_PAGE_CACHE_DIR: cacheDir };
    const entries = async () => (await readdir(cacheDir)).filter((name) => name.endsWith('.page')).sort();

    const plain = await build(root, { ...warn, DOCS_PAGE_CACHE: 'off' });
    expect(plain.code, plain.output).toBe(0);
    expect(await entries()).toEqual([]);
    const cold = await build(root, warn);
    expect(cold.code, cold.output).toBe(0);
    const stored = await entries();
    expect(stored.length).toBeGreaterThan(0);
    const warm = await build(root, warn);
    expect(warm.code, warm.output).toBe(0);
    expect(await entries()).toEqual(stored);
    const expected = await files(plain.distDir);
    expect(expected.has('content.json')).toBe(true);
    for (const { distDir } of [cold, warm]) {
      const built = await files(distDir);
      expect([...built.keys()]).toEqual([...expected.keys()]);
      const differing = [...built].filter(([path, bytes]) => !bytes.equals(expected.get(path) as Buffer));
      expect(differing.map(([path]) => path)).toEqual([]);
    }
    expect(problemLines(warm.output)).toEqual(problemLines(plain.output));

    // Under throw, the pages stored under warn with problems are compiled again and fail alike.
    const throwing = { DOCS_ON_PAGE_ERROR: 'throw', DOCS_PAGE_CACHE_DIR: cacheDir };
    const uncached = await build(root, { ...throwing, DOCS_PAGE_CACHE: 'off' });
    const cached = await build(root, throwing);
    expect([uncached.code, cached.code]).toEqual([1, 1]);
    expect(problemLines(cached.output).length).toBeGreaterThan(0);
    expect(problemLines(cached.output)).toEqual(problemLines(uncached.output));
  }, 300_000);
});

describe('two builds into one folder at once', () => {
  it('both succeed: each stages in a folder of its own', async () => {
    const root = await site({ 'docs/start.md': page('Start') });
    const distDir = join(await mkdtemp(join(tmpdir(), 'portal-build-')), 'dist');
    outputs.push(dirname(distDir));
    const [first, second] = await Promise.all([
      build(root, { PORTAL_DIST_DIR: distDir }),
      build(root, { PORTAL_DIST_DIR: distDir }),
    ]);
    expect([first.code, second.code], first.output + second.output).toEqual([0, 0]);
    expect(existsSync(join(distDir, 'content.json'))).toBe(true);
    expect((await readdir(dirname(distDir))).filter((name) => name.includes('staging'))).toEqual([]);
  }, 120_000);
});

describe('npm start on broken content', () => {
  it('does not serve a build that failed', async () => {
    const root = await site({ 'docs/start.md': page('Start', '[gone](/docs/nowhere)') });
    const { code, output } = await run(['npm', 'start', '--silent'], root);
    expect(code).not.toBe(0);
    expect(output).toContain('Build failed');
    expect(output).not.toContain('listening');
  }, 60_000);
});

describe('npm run build on a site whose code misbehaves', () => {
  it('ends by itself: a module-level timer is stopped and named, a component that never returns is stopped', async () => {
    const root = await site({
      // A "live status" widget written for the browser: its interval would keep the build running.
      'site/src/LiveStatus.js':
        'let checks = 0;\nsetInterval(() => { checks += 1; }, 50);\nexport default function LiveStatus() { return <p>Live status: {checks} checks</p>; }\n',
      'site/src/Spin.js': 'export default function Spin() { for (;;) {} }\n',
      'docs/status.mdx': `${page('Status')}\nimport LiveStatus from '@site/src/LiveStatus';\n\n<LiveStatus />\n`,
      'docs/spin.mdx': `${page('Spin')}\nimport Spin from '@site/src/Spin';\n\nBefore.\n\n<Spin />\n`,
    });
    const { code, output } = await build(root, { DOCS_ON_PAGE_ERROR: 'warn', DOCS_SITE_CODE_SECONDS: '2' });
    expect(code, output).toBe(0);
    expect(output).toContain(
      'site code left a timer running, which the build stopped so that it ends: @site/src/LiveStatus: setInterval',
    );
    expect(output).toMatch(
      /docs\/spin\.mdx:\d+: <Spin> \(from "@site\/src\/Spin"\) failed at build time: it ran longer than 2 s, the time site code may take \(DOCS_SITE_CODE_SECONDS\)/,
    );
    // Nothing else had to be ended for it.
    expect(output).not.toContain('kept the process running');
  }, 120_000);
});

describe('npm run build with secrets in its environment', () => {
  it('runs the site’s code in a process whose environment holds none: not even /proc/self/environ shows them', async () => {
    const root = await site({
      // A component that publishes whatever environment its process has.
      'site/src/Environ.js':
        "import { readFileSync } from 'node:fs';\nexport default function Environ() { return <pre>{readFileSync('/proc/self/environ', 'utf8').split('\\0').join('\\n')}</pre>; }\n",
      'docs/environ.mdx': `${page('Environ')}\nimport Environ from '@site/src/Environ';\n\n<Environ />\n`,
    });
    const { code, output, distDir } = await build(root, {
      SANDBOX_DATABASE_URL: 'postgresql://portal:hunter2-secret@db.internal/sandbox',
      CLOUD_ACCESS_KEY: 'cloud-key-secret',
      PUBLIC_SEARCH_ID: 'public-search-id',
      DOCS_SITE_ENV: 'PUBLIC_SEARCH_ID',
    });
    expect(code, output).toBe(0);
    const content = await readFile(join(distDir, 'content.json'), 'utf8');
    // The component did read its process's environment: the variable the site may have is there.
    expect(content).toContain('PUBLIC_SEARCH_ID=public-search-id');
    expect(content).not.toContain('hunter2-secret');
    expect(content).not.toContain('cloud-key-secret');
    expect(output).not.toContain('hunter2-secret');
  }, 120_000);
});
