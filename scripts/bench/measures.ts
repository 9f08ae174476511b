/** One-off measurements: build, cache-miss rendering, page weight. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import { buildOutputPaths, projectRoot } from '../../server/projectPaths.ts';
import { readClientAssets } from '../../server/render/clientAssets.ts';
import { RenderedPages } from '../../server/render/renderedPages.ts';
import { BUILD_NODE_ARGS } from '../buildCommand.ts';

const run = promisify(execFile);

export interface BuildMeasure {
  wholeBuildSeconds: number;
  wholeBuildMegabytes: number;
}

/** `npm run build` from scratch into `distDir`, timed and with its peak memory (GNU time). */
export async function measureBuild(distDir: string, contentRoot = projectRoot): Promise<BuildMeasure> {
  const { stderr } = await run('/usr/bin/time', ['-f', 'BENCH %e %M', process.execPath, ...BUILD_NODE_ARGS], {
    cwd: projectRoot,
    // From scratch: the compiled-page cache would serve an unchanged page without compiling it.
    env: { ...process.env, PORTAL_DIST_DIR: distDir, PORTAL_CONTENT_ROOT: contentRoot, DOCS_PAGE_CACHE: 'off' },
  });
  const match = /BENCH ([\d.]+) (\d+)/.exec(stderr);
  return { wholeBuildSeconds: Number(match?.[1]), wholeBuildMegabytes: Number(match?.[2]) / 1024 };
}

export async function measureContentBuild(contentRoot: string, outFile: string): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['scripts/runBundled.mjs', 'scripts/bench/timeContentBuild.ts', contentRoot, outFile],
    { cwd: projectRoot, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, DOCS_PAGE_CACHE: 'off' } },
  );
  return Number(stdout.trim());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Median cost of a page's first request in a running server: render with React, hash, then
 * brotli (what browsers ask for). The JIT is warmed first on other renders, as serving does; the
 * very first requests after start are slower.
 */
export async function measureCacheMiss(distDir: string): Promise<number> {
  const paths = buildOutputPaths(distDir);
  const store = await readPageStore(paths.pageStoreFile);
  const assets = await readClientAssets(paths.clientDir);
  const pages = Object.values(store.pages);
  for (let round = 0; round < 5; round += 1) {
    const warmup = new RenderedPages({ assets, baseUrl: '/', siteUrl: 'http://localhost' });
    for (const page of pages) void (await warmup.html(page)).br;
  }
  const rendered = new RenderedPages({ assets, baseUrl: '/', siteUrl: 'http://localhost' });
  const times: number[] = [];
  for (const page of pages) {
    const started = performance.now();
    void (await rendered.html(page)).br;
    times.push(performance.now() - started);
  }
  return median(times);
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A response as sent (fetch would decompress it). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Brotli bytes a body is sent in once the server has upgraded it, beside brotli 11 of the same body. */
export interface BrotliMeasure {
  /** What the first request got, before the upgrade. */
  firstKb: number;
  sentKb: number;
  brotli11Kb: number;
  /** How long after the first request the quality-11 form was served (it is made off the request path). */
  upgradedAfterMs: number;
}

export interface WeightMeasure {
  javascriptGzipKb: number;
  cssGzipKb: number;
  htmlGzipKb: number;
  navigationJsonGzipKb: number;
  documentBrotli: BrotliMeasure;
  pageDataBrotli: BrotliMeasure;
}

/**
 * Requests `url` with brotli until the server sends its quality-11 form (its ETag says `-br11`),
 * at most 10 s, and compares those bytes with brotli 11 of the uncompressed body.
 */
async function measureBrotli(url: string): Promise<BrotliMeasure> {
  const identity = (await getRaw(url)).body;
  const brotli11 = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  const first = await getRaw(url, { 'Accept-Encoding': 'br' });
  const started = performance.now();
  let sent = first;
  while (!(sent.headers.etag ?? '').endsWith('-br11"') && performance.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    sent = await getRaw(url, { 'Accept-Encoding': 'br' });
  }
  return {
    firstKb: first.body.length / 1024,
    sentKb: sent.body.length / 1024,
    brotli11Kb: brotli11.length / 1024,
    upgradedAfterMs: performance.now() - started,
  };
}

/** What a first visit of `page` downloads, and what a client navigation to it does. */
export async function measureWeight(origin: string, page: string, distDir: string): Promise<WeightMeasure> {
  const assets = await readClientAssets(buildOutputPaths(distDir).clientDir);
  const gzipKb = async (url: string) => (await getRaw(origin + url, { 'Accept-Encoding': 'gzip' })).body.length / 1024;
  const file = (url: string) => readFile(join(buildOutputPaths(distDir).clientDir, url));
  return {
    javascriptGzipKb:
      (gzipSync(await file(assets.script), { level: 9 }).length +
        gzipSync(await file(assets.bootScript), { level: 9 }).length) /
      1024,
    cssGzipKb: gzipSync(await file(assets.stylesheet), { level: 9 }).length / 1024,
    htmlGzipKb: await gzipKb(page),
    navigationJsonGzipKb: await gzipKb(`/api/content?path=${encodeURIComponent(page)}`),
    documentBrotli: await measureBrotli(origin + page),
    pageDataBrotli: await measureBrotli(`${origin}/api/content?path=${encodeURIComponent(page)}`),
  };
}
