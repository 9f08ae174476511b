/**
 * The start-up's check of a build, on copies of the unit suite's real build with one thing taken
 * away: each refusal names what is missing, and the build as made passes. (How the process reports
 * a refusal, one line and exit 1, is server/main.test.ts's.)
 */
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readPageStore } from './content/pageStore/pageStoreFile.ts';
import { buildOutputPaths } from './projectPaths.ts';
import { readClientAssets } from './render/clientAssets.ts';
import { IncompleteBuildError, verifyBuild } from './verifyBuild.ts';

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portal-verify-build-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

/** A copy of what the check reads (page store, client, public files), changed by `breakIt`. */
async function copyOfBuild(breakIt: (paths: ReturnType<typeof buildOutputPaths>) => Promise<void> = async () => {}) {
  const dir = join(workDir, `build-${Math.random().toString(36).slice(2)}`);
  const from = buildOutputPaths(inject('distDir'));
  const paths = buildOutputPaths(dir);
  await mkdir(dir);
  await cp(from.pageStoreFile, paths.pageStoreFile);
  await cp(from.clientDir, paths.clientDir, { recursive: true });
  await cp(from.publicDir, paths.publicDir, { recursive: true });
  await breakIt(paths);
  return paths;
}

/** The check's verdict on a build folder: null when it passes, else the refusal's message. */
async function verdict(paths: ReturnType<typeof buildOutputPaths>): Promise<string | null> {
  const store = await readPageStore(paths.pageStoreFile);
  const assets = await readClientAssets(paths.clientDir);
  try {
    await verifyBuild(store, assets, paths);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(IncompleteBuildError);
    return (error as Error).message;
  }
}

/** The bundle's files at the top of `assets/` whose names match. */
async function assetNamed(paths: ReturnType<typeof buildOutputPaths>, pattern: RegExp): Promise<string> {
  const name = (await readdir(join(paths.clientDir, 'assets'))).find((file) => pattern.test(file));
  if (!name) throw new Error(`the build has no asset matching ${pattern}`);
  return join(paths.clientDir, 'assets', name);
}

describe('verifyBuild', () => {
  it('passes the build as made', async () => {
    expect(await verdict(await copyOfBuild())).toBeNull();
  });

  it('refuses a build without public/, naming the favicon every page links to', async () => {
    const paths = await copyOfBuild((built) => rm(built.publicDir, { recursive: true }));
    const message = await verdict(paths);
    expect(message).toContain('The build is incomplete: the page / loads /favicon.svg');
    expect(message).toContain(`${join(paths.publicDir, 'favicon.svg')} is missing`);
    expect(message?.split('\n')).toHaveLength(1);
  });

  it.each([
    ['brotli', /^entry-.*\.js\.br$/],
    ['gzip', /^entry-.*\.css\.gz$/],
    ['brotli', /^boot-.*\.js\.br$/],
  ])('refuses a build with a script or stylesheet without its precompressed %s form, naming it', async (_, pattern) => {
    let removed = '';
    const paths = await copyOfBuild(async (built) => {
      removed = await assetNamed(built, pattern);
      await rm(removed);
    });
    expect(await verdict(paths)).toBe(
      `The build is incomplete: ${removed} is missing: the build writes a brotli and a gzip form beside each script and stylesheet; run "npm run build"`,
    );
  });

  it('refuses a font the stylesheet loads that the build lacks, and passes once it is there', async () => {
    const paths = await copyOfBuild(async (built) => {
      const stylesheet = await assetNamed(built, /^entry-.*\.css$/);
      await appendFile(stylesheet, '@font-face{font-family:Inter;src:url(/fonts/inter.woff2) format("woff2")}');
    });
    expect(await verdict(paths)).toMatch(
      /^The build is incomplete: the stylesheet \/assets\/entry-\S+\.css loads \/fonts\/inter\.woff2, and \S+ is missing/,
    );
    await mkdir(join(paths.publicDir, 'fonts'));
    await writeFile(join(paths.publicDir, 'fonts/inter.woff2'), 'font');
    // The edited stylesheet's precompressed forms are stale, but present: what the check asks.
    expect(await verdict(paths)).toBeNull();
  });

  it('refuses a social card image a page names that the build lacks', async () => {
    const paths = await copyOfBuild(async (built) => {
      const store = JSON.parse(await readFile(built.pageStoreFile, 'utf8')) as {
        pages: Record<string, Record<string, unknown>>;
      };
      const page = store.pages['/docs/ios/badge'];
      if (!page) throw new Error('the docs have no /docs/ios/badge');
      page.image = '/img/badge-card.png';
      await writeFile(built.pageStoreFile, JSON.stringify(store));
    });
    expect(await verdict(paths)).toMatch(
      /^The build is incomplete: the page \/docs\/ios\/badge loads \/img\/badge-card\.png, and \S+ is missing/,
    );
  });

  it('refuses an image in a page’s content that the build lacks', async () => {
    const paths = await copyOfBuild(async (built) => {
      const store = JSON.parse(await readFile(built.pageStoreFile, 'utf8')) as {
        pages: Record<string, { html?: string }>;
      };
      const page = store.pages['/docs/webhooks/security'];
      if (!page?.html) throw new Error('the docs have no /docs/webhooks/security');
      page.html += '<p><img src="../img/signature.png" alt="A signature"></p>';
      await writeFile(built.pageStoreFile, JSON.stringify(store));
    });
    // Resolved against the page's address, as a browser would.
    expect(await verdict(paths)).toMatch(
      /^The build is incomplete: the page \/docs\/webhooks\/security loads \/docs\/img\/signature\.png, and /,
    );
  });

  it('starts a build whose page shows an image the build reported missing (built under DOCS_ON_BROKEN_LINKS=warn)', async () => {
    const paths = await copyOfBuild(async (built) => {
      const store = JSON.parse(await readFile(built.pageStoreFile, 'utf8')) as {
        pages: Record<string, { html?: string }>;
        missingFiles: string[];
      };
      const page = store.pages['/docs/webhooks/security'];
      if (!page?.html) throw new Error('the docs have no /docs/webhooks/security');
      page.html += '<p><img src="/img/never-there.png" alt="Gone"></p>';
      store.missingFiles.push('/img/never-there.png');
      await writeFile(built.pageStoreFile, JSON.stringify(store));
    });
    expect(await verdict(paths)).toBeNull();
  });
});
