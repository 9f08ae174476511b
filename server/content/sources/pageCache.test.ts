/**
 * The compiled-page cache (pageCache.ts) on the site-code fixture (tests/fixtures/site-code-site:
 * MDX pages with partials, site components and broken pages): a page is compiled once, a page whose
 * source, partial, site code or settings changed is compiled again, and what the cache gives is
 * what a compile without it gives, problems included, under either page error policy.
 */
import { cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../shared/site-config.ts';
import { projectRoot } from '../../projectPaths.ts';
import { forgetSiteModules, setSiteCodeRoots } from '../markdown/siteCode/siteModules.ts';
import { type LoadDocsOptions, loadDocs } from './loadDocs.ts';
import { dependsOnPolicy, pageCacheSettings, prunePageCache } from './pageCache.ts';

const fixture = join(projectRoot, 'tests/fixtures/site-code-site');
let work: string;
let root: string;
let cacheDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portal-page-cache-'));
});
afterAll(async () => {
  setSiteCodeRoots({ siteDir: join(projectRoot, 'site'), contentRoot: projectRoot });
  await rm(work, { recursive: true, force: true });
});
// Each test: a fresh copy of the site and an empty cache.
let run = 0;
beforeEach(async () => {
  run += 1;
  root = join(work, `site-${run}`);
  cacheDir = join(work, `cache-${run}`);
  await cp(fixture, root, { recursive: true });
  setSiteCodeRoots({ siteDir: join(root, 'site'), contentRoot: root });
});

/** One build's load of the docs: with the cache (as the build does), or without it. */
async function load(policy: 'warn' | 'throw', cache: boolean) {
  vi.stubEnv('DOCS_ON_PAGE_ERROR', policy);
  // Each load stands for a build of its own: site modules are run once per build.
  forgetSiteModules();
  const options: LoadDocsOptions = {
    markdownFormat: 'mdx',
    keepFailedPages: true,
    pageCache: cache ? await pageCacheSettings(root, cacheDir) : null,
  };
  return loadDocs(join(root, 'docs'), options);
}

const entries = async () => (await readdir(cacheDir).catch(() => [])).filter((name) => name.endsWith('.page')).sort();
const page = (loaded: Awaited<ReturnType<typeof load>>, id: string) => loaded.docs.find((doc) => doc.id === id);

describe('the compiled-page cache', () => {
  it('gives what a compile without it gives, and compiles nothing the second time', async () => {
    const plain = await load('warn', false);
    const cold = await load('warn', true);
    const stored = await entries();
    expect(stored.length).toBe(plain.docs.length);
    const warm = await load('warn', true);
    expect(await entries()).toEqual(stored);
    expect(cold).toEqual(plain);
    expect(warm).toEqual(plain);
  });

  it('compiles a page again when its source changes; one that runs no code is kept when another page changes', async () => {
    const plain = (text: string) => `---\ntitle: Plain\n---\n\n${text}\n`;
    await writeFile(join(root, 'docs/plain-a.mdx'), plain('First.'));
    await writeFile(join(root, 'docs/plain-b.mdx'), plain('Second.'));
    const first = await load('warn', true);
    const before = await entries();
    await writeFile(join(root, 'docs/plain-a.mdx'), plain('Changed.'));
    const cached = await load('warn', true);
    expect(page(cached, 'plain-a')?.html).toContain('<p>Changed.</p>');
    expect(cached).toEqual(await load('warn', false));
    // Every page but plain-b: those with imports may read any file of the site, plain-a changed.
    expect((await entries()).length).toBe(before.length + first.docs.length - 1);
  });

  it('compiles again the pages that include a changed partial', async () => {
    await load('warn', true);
    const partial = join(root, 'docs/_shared.mdx');
    await writeFile(
      partial,
      (await readFile(partial, 'utf8')).replace('The {shared} partial', 'The changed {shared} partial'),
    );
    const cached = await load('warn', true);
    expect(page(cached, 'tabs')?.html).toContain('The changed shared partial');
    expect(cached).toEqual(await load('warn', false));
  });

  it('compiles again the pages that run a changed site code file', async () => {
    await load('warn', true);
    const constants = join(root, 'site/core/TabsConstants.js');
    await writeFile(constants, (await readFile(constants, 'utf8')).replace('Class Component', 'Klass Component'));
    const cached = await load('warn', true);
    expect(page(cached, 'tabs')?.html).toContain('Klass Component');
    expect(cached).toEqual(await load('warn', false));
  });

  it('compiles every page again when a setting changes', async () => {
    await load('warn', true);
    const before = await entries();
    const settings = siteConfig.settings;
    const embeds = settings.embeds;
    settings.embeds = { allowedHosts: [...(embeds?.allowedHosts ?? []), 'example.org'] };
    try {
      await load('warn', true);
    } finally {
      settings.embeds = embeds;
    }
    expect((await entries()).length).toBe(2 * before.length);
  });

  it('keeps a page’s problems under either policy: under throw, a page stored under warn fails as without the cache', async () => {
    const plainThrow = await load('throw', false);
    const plainWarn = await load('warn', false);
    expect(plainThrow.problems?.length).toBeGreaterThan(0);
    expect(plainWarn.problems).not.toEqual(plainThrow.problems);
    // Warn first, then throw, then both again from the cache.
    expect(await load('warn', true)).toEqual(plainWarn);
    expect(await load('throw', true)).toEqual(plainThrow);
    const stored = await entries();
    expect(stored.some((name) => name.endsWith('.warn.page'))).toBe(true);
    expect(stored.some((name) => name.endsWith('.throw.page'))).toBe(true);
    expect(await load('warn', true)).toEqual(plainWarn);
    expect(await load('throw', true)).toEqual(plainThrow);
    expect(await entries()).toEqual(stored);
  });

  it('stores a page without problems once, for both policies', async () => {
    const warn = await load('warn', true);
    const clean = warn.docs.filter((doc) => !dependsOnPolicy({ doc }));
    expect(clean.length).toBeGreaterThan(0);
    const before = await entries();
    await load('throw', true);
    const added = (await entries()).filter((name) => !before.includes(name));
    expect(added.length).toBe(warn.docs.length - clean.length);
    expect(added.every((name) => name.endsWith('.throw.page'))).toBe(true);
  });

  it('is kept within its bound, the least recently used entries going first', async () => {
    await load('warn', true);
    const stored = await entries();
    // Used in name order, a minute apart: the first names are the least recently used.
    for (const [index, name] of stored.entries()) {
      const used = new Date(Date.now() - (stored.length - index) * 60_000);
      await utimes(join(cacheDir, name), used, used);
    }
    const sizes = await Promise.all(stored.map(async (name) => (await stat(join(cacheDir, name))).size));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    await prunePageCache(cacheDir, total);
    expect(await entries()).toEqual(stored);
    await prunePageCache(cacheDir, total - 1);
    const kept = await entries();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(stored.length);
    expect(kept).toEqual(stored.slice(stored.length - kept.length));
  });
});
