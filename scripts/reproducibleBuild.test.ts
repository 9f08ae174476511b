/**
 * Replicas are built apart (other machines, other folders), yet a CDN in front of them must see
 * one site: two clones of one commit, in different places and with different file times, build
 * byte-identical output, and portal processes serving it send the same ETag and bytes for every
 * page, page data and asset, whichever process (or build) answers.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageStore } from '../server/content/pageStore/pageStore.ts';
import { buildOutputPaths, projectRoot } from '../server/projectPaths.ts';
import { type PortalProcess, startPortalProcess } from '../tests/support/portalProcess.ts';
import { BUILD_NODE_ARGS } from './buildCommand.ts';
import { CODE_INPUTS, CONTENT_INPUTS } from './buildFingerprint.ts';

const run = promisify(execFile);
/** What a build reads besides its fingerprint's inputs. */
const OTHER_INPUTS = ['package.json', 'tsconfig.json'];
/** One fixed commit time, so both clones hold the very same commit. */
const COMMIT_DATE = '2025-06-01T12:00:00Z';

let work: string;
/** Two clones of one commit, and where each built. */
let first: { checkout: string; dist: string };
let second: { checkout: string; dist: string };
const portals: PortalProcess[] = [];

/** The build's inputs as they are in this working tree, committed in a new repository. */
async function commitWorkingTree(checkout: string): Promise<void> {
  await mkdir(checkout, { recursive: true });
  const inputs = [...CONTENT_INPUTS, ...CODE_INPUTS, ...OTHER_INPUTS];
  for (const input of inputs)
    await cp(join(projectRoot, input), join(checkout, input), { recursive: true }).catch(ignoreMissing);
  const env = { ...process.env, GIT_AUTHOR_DATE: COMMIT_DATE, GIT_COMMITTER_DATE: COMMIT_DATE };
  const identity = ['-c', 'user.name=Build', '-c', 'user.email=build@example.com'];
  const git = (...args: string[]) => run('git', ['-C', checkout, ...identity, ...args], { env });
  await git('init', '--quiet');
  await git('add', '--', ...(await readdir(checkout)));
  await git('commit', '--quiet', '-m', 'The commit both replicas build');
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/** `npm run build` in `checkout`, into `distDir` (its own dist/ when not given). */
async function build(checkout: string, distDir?: string): Promise<string> {
  await symlink(realpathSync(join(projectRoot, 'node_modules')), join(checkout, 'node_modules'));
  await run(process.execPath, [...BUILD_NODE_ARGS], {
    cwd: checkout,
    env: { ...process.env, PORTAL_DIST_DIR: distDir ?? '', PORTAL_CONTENT_ROOT: '', SOURCE_DATE_EPOCH: '' },
  });
  return distDir ?? join(checkout, 'dist');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portal-reproducible-'));
  const firstCheckout = join(work, 'ci-runner-1', 'developer-portal');
  await commitWorkingTree(firstCheckout);
  // A fresh clone elsewhere, deeper, its files dated otherwise (as a clone on another machine).
  const secondCheckout = join(work, 'ci-runner-2', 'builds', 'job-42', 'portal');
  await run('git', ['clone', '--quiet', firstCheckout, secondCheckout]);
  const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  for (const file of await filesUnder(secondCheckout)) await utimes(join(secondCheckout, file), lastYear, lastYear);

  first = { checkout: firstCheckout, dist: await build(firstCheckout) };
  second = { checkout: secondCheckout, dist: await build(secondCheckout, join(work, 'artifacts', 'release', 'dist')) };
}, 180_000);

afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.stop()));
  if (work) await rm(work, { recursive: true, force: true });
});

describe('two builds of one commit, from clones in different folders', () => {
  it('write the same files, byte for byte: store, client with manifest and compressed forms, server, public', async () => {
    const [firstFiles, secondFiles] = await Promise.all([filesUnder(first.dist), filesUnder(second.dist)]);
    expect(secondFiles).toEqual(firstFiles);
    for (const part of [
      'content.json',
      'client/manifest.json',
      'server/main.js',
      'server/main.js.map',
      'public/favicon.svg',
    ]) {
      expect(firstFiles).toContain(part);
    }
    expect(firstFiles.some((file) => file.endsWith('.js.br'))).toBe(true);
    expect(firstFiles.some((file) => file.endsWith('.css.gz'))).toBe(true);
    const differing: string[] = [];
    for (const file of firstFiles) {
      const [a, b] = await Promise.all([readFile(join(first.dist, file)), readFile(join(second.dist, file))]);
      if (!a.equals(b)) differing.push(file);
    }
    expect(differing).toEqual([]);
  });

  it('name no folder of the machine that built them', async () => {
    for (const file of await filesUnder(first.dist)) {
      const text = await readFile(join(first.dist, file), 'latin1');
      for (const place of [work, first.checkout, realpathSync(join(projectRoot, 'node_modules'))]) {
        expect(text.includes(place), `${file} names ${place}`).toBe(false);
      }
    }
  });

  it('date each page by its last commit, not by its file', async () => {
    const store = JSON.parse(await readFile(buildOutputPaths(first.dist).pageStoreFile, 'utf8')) as PageStore;
    const badge = store.pages['/docs/ios/badge'];
    expect(badge?.kind === 'doc' && badge.lastUpdated).toBe(new Date(COMMIT_DATE).toISOString());
    expect(store.buildId).toMatch(/^[0-9a-f]{16}$/);
    expect(badge?.buildId).toBe(store.buildId);
  });
});

/** A response as it went over the wire: node:http, so compressed bodies stay as they were sent. */
function rawGet(
  url: string,
  encoding: string,
): Promise<{ status: number; etag: string; encoding: string; digest: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      const hash = createHash('sha256');
      response.on('data', (chunk: Buffer) => hash.update(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          etag: String(response.headers.etag ?? ''),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          digest: hash.digest('hex'),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('portal processes serving those builds', () => {
  it('answer every page, page data, asset and public file with the same status, ETag and bytes, in every encoding', async () => {
    // Two replicas of the first build and one of the second: same build, and same commit built
    // apart. Replicas share their configuration; SITE_URL would default to each one's own port.
    const config = { SITE_URL: 'https://developer.example.com', LOG_LEVEL: 'warn' };
    portals.push(
      ...(await Promise.all([first.dist, first.dist, second.dist].map((dist) => startPortalProcess(dist, config)))),
    );
    const store = JSON.parse(await readFile(buildOutputPaths(first.dist).pageStoreFile, 'utf8')) as PageStore;
    const clientFiles = (await filesUnder(join(first.dist, 'client', 'assets'))).filter(
      (file) => !/\.(br|gz)$/.test(file),
    );
    const paths = [
      ...Object.keys(store.pages).flatMap((route) => [route, `/api/content?path=${encodeURIComponent(route)}`]),
      '/api/content?path=/docs/nowhere',
      '/docs/nowhere',
      ...clientFiles.map((file) => `/assets/${file}`),
      '/favicon.svg',
      '/sitemap.xml',
      '/llms.txt',
      '/docs/ios/badge.md',
    ];
    expect(paths.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    for (const path of paths) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const [reference, ...others] = await Promise.all(
          portals.map((portal) => rawGet(portal.origin + path, encoding)),
        );
        if (!reference?.etag) mismatches.push(`${path} (${encoding}): no ETag`);
        for (const other of others) {
          if (JSON.stringify(other) !== JSON.stringify(reference)) {
            mismatches.push(`${path} (${encoding}): ${JSON.stringify(reference)} ≠ ${JSON.stringify(other)}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
