/**
 * `npm run bench`: measures the portal against baselines started in the same run (plain
 * `node:http` sending the same bytes; nginx when installed), interleaved so a noisy machine
 * hurts both alike, and prints every figure with its target. Results go to bench/results.json
 * (every measurement) and bench/results.md (the printed table, dated, with Node, commit and cores).
 * No timing here is a pass/fail test: the machines are shared and noisy.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../server/projectPaths.ts';
import { freePort } from '../support/freePort.ts';
import { interleaved, type LoadResult } from './load.ts';
import { getRaw, measureBuild, measureCacheMiss, measureContentBuild, measureWeight } from './measures.ts';
import { lighthouseScores } from './lighthouse.ts';
import { measureNavigation, navigationRows } from './navigation.ts';
import { htmlKb, type ScaleSite, startScaleSite } from './scale.ts';
import { startNginx } from './nginx.ts';
import { measureSearchLatency, type SearchLatency } from './searchLatency.ts';
import { SiteSearch } from '../../server/search/siteSearch.ts';
import { measureSearchQuality, QUALITY_AIMS, qualitySet } from '../support/searchQuality.ts';
import { measurePerRequestPages, perRequestRows } from './perRequestPages.ts';
import { measureRealSite, realSiteRows } from './realSite.ts';
import { measureSandboxAttack, sandboxAttackRows } from './sandboxAttackBench.ts';
import { docusaurusImportRows, measureDocusaurusImport } from './docusaurusImport.ts';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import { residentMegabytes, start, startPortal, waitForOk } from './processes.ts';
import { currentCommit, printTable, resultsMarkdown, type Row } from './report.ts';

/** The portal runs under /developer/, as behind the documented nginx configuration. */
const BASE = '/developer';
const PAGE = '/docs/webhooks/security';
const LOAD = { connections: 64, seconds: Number(process.env.BENCH_SECONDS ?? 5), headers: { 'Accept-Encoding': 'br' } };
/** Odd, so that the median is one run's figure (with two it was always the worse run's). */
const ROUNDS = 3;

const work = await mkdtemp(join(tmpdir(), 'portal-bench-'));
const stops: (() => Promise<void>)[] = [];
/**
 * `BENCH_ONLY=navigation`: build, start the portal, print the client-navigation rows and nothing
 * else; `BENCH_ONLY=sandbox-attack`: build, print the rows of a doc page while the sandbox is attacked.
 * `BENCH_ONLY=docusaurus-import`: import the react-native site and build it, timed (docusaurusImport.ts).
 */
const only = process.env.BENCH_ONLY;
try {
  if (only === 'navigation') {
    console.log('Building…');
    const distDir = join(work, 'dist');
    await measureBuild(distDir);
    const portal = await startPortal(distDir, BASE);
    stops.push(portal.stop);
    console.log('Timing client navigation in Chromium…');
    const navigation = await measureNavigation(portal.origin);
    printTable(navigationRows(navigation), 'none (navigation only)');
    console.log(JSON.stringify(navigation, null, 2));
  } else if (only === 'sandbox-attack') {
    console.log('Building…');
    const distDir = join(work, 'dist');
    await measureBuild(distDir);
    console.log('Timing a doc page quiet, then while the in-memory sandbox is attacked…');
    const sandboxAttack = await measureSandboxAttack(distDir, BASE, PAGE);
    printTable(sandboxAttackRows(sandboxAttack), 'sequential requests from node:http (sandbox attack only)');
    console.log(JSON.stringify(sandboxAttack, null, 2));
  } else if (only === 'docusaurus-import') {
    console.log('Importing the react-native site and building it (timed)…');
    const imported = await measureDocusaurusImport(work);
    printTable(docusaurusImportRows(imported), 'none (Docusaurus import only)');
    console.log(JSON.stringify(imported, null, 2));
  } else if (only !== undefined) {
    throw new Error(`BENCH_ONLY=${only}: only "navigation", "sandbox-attack" and "docusaurus-import" are known`);
  } else {
    console.log('Building from scratch (timed)…');
    const distDir = join(work, 'dist');
    const build = await measureBuild(distDir);
    const contentMs = await measureContentBuild(projectRoot, join(work, 'content.json'));
    const cacheMissMs = await measureCacheMiss(distDir);
    console.log('Timing search…');
    const siteStore = await readPageStore(join(work, 'content.json'));
    const search: Record<string, SearchLatency> = { '47 pages': measureSearchLatency(siteStore) };
    const quality = measureSearchQuality(new SiteSearch(siteStore), qualitySet);
    // Before any server starts: the import and the build want both cores and are timed.
    console.log('Importing and building the react-native site (timed)…');
    const realSite = await measureRealSite(work);

    console.log('Starting the portal and the baselines…');
    const portal = await startPortal(distDir, BASE);
    stops.push(portal.stop);
    const { startMs, origin: portalOrigin } = portal;
    await getRaw(portalOrigin + PAGE, LOAD.headers); // the first request prepares the page
    const sample = await getRaw(portalOrigin + PAGE, LOAD.headers);
    const bodyFile = join(work, 'page.br');
    await writeFile(bodyFile, sample.body);

    const baselinePort = await freePort();
    const baseline = start(process.execPath, [
      '--import',
      'tsx',
      'scripts/bench/baselineServer.ts',
      String(baselinePort),
      bodyFile,
      // The very response the portal sends, headers included (less those Node adds itself), so
      // the ratio is the cost of the portal's own work.
      JSON.stringify(
        Object.fromEntries(
          Object.entries(sample.headers).filter(
            ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
          ),
        ),
      ),
    ]);
    stops.push(baseline.stop);
    await waitForOk(`http://127.0.0.1:${baselinePort}/`);

    const targets: Record<string, string> = {
      'node:http baseline': `http://127.0.0.1:${baselinePort}${PAGE}`,
      portal: portalOrigin + PAGE,
    };
    const nginx = existsSync('/usr/sbin/nginx') ? await startNginx(work, sample, portal.port) : null;
    if (nginx) {
      stops.push(nginx.stop);
      targets['nginx static'] = nginx.staticUrl;
      targets['nginx → portal (cached)'] = nginx.proxyUrl + BASE + PAGE;
    }
    const corpusPages = Number(process.env.BENCH_CORPUS_PAGES ?? 5000);
    let scale: ScaleSite | null = null;
    if (corpusPages > 0) {
      console.log(`Building and starting the docs plus a ${corpusPages}-page corpus…`);
      scale = await startScaleSite(work, corpusPages, BASE);
      search[`${corpusPages}-page site`] = measureSearchLatency(await readPageStore(join(work, 'corpus-content.json')));
      stops.push(scale.stop);
      await getRaw(scale.origin + PAGE, LOAD.headers);
      targets[`portal, ${corpusPages}-page site`] = scale.origin + PAGE;
    }
    console.log(`Load: ${LOAD.connections} connections, ${LOAD.seconds} s a run, ${ROUNDS} rounds, interleaved…`);
    const results = await interleaved(targets, LOAD, ROUNDS);
    const rssMb = residentMegabytes(portal.child.pid);
    const weight = await measureWeight(portalOrigin, PAGE, distDir);
    // After the memory figure: these fill the per-request caches.
    console.log('Per-request pages (10 connections), mixed loads (100 connections), search worst case…');
    const perRequest = await measurePerRequestPages(`http://127.0.0.1:${portal.port}`, BASE, LOAD.seconds);
    console.log('Lighthouse (mobile and desktop)…');
    const lighthouse = await lighthouseScores([`${portalOrigin}/`, portalOrigin + PAGE]);
    console.log('Timing client navigation in Chromium…');
    const navigation = await measureNavigation(portalOrigin);
    console.log('Timing a doc page quiet, then while the in-memory sandbox is attacked…');
    const sandboxAttack = await measureSandboxAttack(distDir, BASE, PAGE);

    const ratio = (a: number, b: number) => a / b;
    const portalLoad = results.portal as LoadResult;
    const nodeLoad = results['node:http baseline'] as LoadResult;
    const rows: Row[] = [
      [
        'Warm page, portal',
        `${Math.round(portalLoad.requestsPerSecond)} req/s, p99 ${portalLoad.p99Ms.toFixed(2)} ms`,
        '',
        '',
      ],
      [
        'Warm page, node:http baseline',
        `${Math.round(nodeLoad.requestsPerSecond)} req/s, p99 ${nodeLoad.p99Ms.toFixed(2)} ms`,
        '',
        '',
      ],
      [
        'Throughput vs node:http',
        ratio(portalLoad.requestsPerSecond, nodeLoad.requestsPerSecond).toFixed(2),
        '≥ 0.50',
        ratio(portalLoad.requestsPerSecond, nodeLoad.requestsPerSecond) >= 0.5,
      ],
      [
        'p99 vs node:http',
        `${ratio(portalLoad.p99Ms, nodeLoad.p99Ms).toFixed(2)}×`,
        '≤ 5×',
        ratio(portalLoad.p99Ms, nodeLoad.p99Ms) <= 5,
      ],
    ];
    if (nginx) {
      const proxied = results['nginx → portal (cached)'] as LoadResult;
      const statics = results['nginx static'] as LoadResult;
      rows.push(
        ['nginx static', `${Math.round(statics.requestsPerSecond)} req/s`, '', ''],
        ['nginx → portal (cached)', `${Math.round(proxied.requestsPerSecond)} req/s`, '', ''],
        [
          'Behind nginx vs nginx static',
          ratio(proxied.requestsPerSecond, statics.requestsPerSecond).toFixed(2),
          '≥ 0.80',
          ratio(proxied.requestsPerSecond, statics.requestsPerSecond) >= 0.8,
        ],
      );
    }
    rows.push(
      ['Cache miss (render + hash + br), median', `${cacheMissMs.toFixed(2)} ms`, '< 3 ms', cacheMissMs < 3],
      [
        'First visit JavaScript (gzip)',
        `${weight.javascriptGzipKb.toFixed(1)} KB`,
        '≤ 75 KB',
        weight.javascriptGzipKb <= 75,
      ],
      ...(['documentBrotli', 'pageDataBrotli'] as const).map((key) => {
        const { firstKb, sentKb, brotli11Kb, upgradedAfterMs } = weight[key];
        return [
          `${key === 'documentBrotli' ? 'Document' : 'Page data'} brotli: first, then sent vs brotli 11`,
          `${firstKb.toFixed(1)}, then ${sentKb.toFixed(1)} / ${brotli11Kb.toFixed(1)} KB after ${Math.round(upgradedAfterMs)} ms`,
          '= brotli 11',
          sentKb <= brotli11Kb,
        ] as [string, string, string, boolean];
      }),
      ['First visit CSS (gzip)', `${weight.cssGzipKb.toFixed(1)} KB`, '≤ 12 KB', weight.cssGzipKb <= 12],
      [
        'Navigation JSON / page HTML (gzip)',
        `${weight.navigationJsonGzipKb.toFixed(1)} / ${weight.htmlGzipKb.toFixed(1)} KB = ${ratio(weight.navigationJsonGzipKb, weight.htmlGzipKb).toFixed(2)}`,
        '≤ 0.60',
        ratio(weight.navigationJsonGzipKb, weight.htmlGzipKb) <= 0.6,
      ],
      ['Content build (47 pages)', `${(contentMs / 1000).toFixed(2)} s`, '< 2 s', contentMs < 2000],
      [
        'Whole build (npm run build)',
        `${build.wholeBuildSeconds.toFixed(2)} s, ${Math.round(build.wholeBuildMegabytes)} MB`,
        '< 6 s, < 300 MB',
        build.wholeBuildSeconds < 6 && build.wholeBuildMegabytes < 300,
      ],
      ['Start to healthy', `${Math.round(startMs)} ms`, '< 1000 ms', startMs < 1000],
      ['Resident memory while serving', `${Math.round(rssMb)} MB`, '< 150 MB', rssMb < 150],
    );
    if (scale) {
      const big = results[`portal, ${scale.pages}-page site`] as LoadResult;
      const [smallHtml, bigHtml] = [await htmlKb(portalOrigin, PAGE), await htmlKb(scale.origin, PAGE)];
      const bigRss = residentMegabytes(scale.pid);
      const label = `${scale.pages}-page site`;
      rows.push(
        [`${label}: content build`, `${(scale.contentMs / 1000).toFixed(1)} s`, '< 60 s', scale.contentMs < 60_000],
        [
          `${label}: whole build`,
          `${scale.build.wholeBuildSeconds.toFixed(1)} s, ${Math.round(scale.build.wholeBuildMegabytes)} MB`,
          '',
          '',
        ],
        [`${label}: start to healthy`, `${Math.round(scale.startMs)} ms`, '< 3000 ms', scale.startMs < 3000],
        [`${label}: resident memory while serving`, `${Math.round(bigRss)} MB`, '< 600 MB', bigRss < 600],
        [
          `${label}: warm page vs 47-page site`,
          `${Math.round(big.requestsPerSecond)} req/s = ${ratio(big.requestsPerSecond, portalLoad.requestsPerSecond).toFixed(2)}`,
          '≥ 0.90',
          ratio(big.requestsPerSecond, portalLoad.requestsPerSecond) >= 0.9,
        ],
        [
          `${label}: the page's HTML vs 47-page site`,
          `${bigHtml.toFixed(1)} / ${smallHtml.toFixed(1)} KB = ${ratio(bigHtml, smallHtml).toFixed(2)}`,
          '≤ 2',
          ratio(bigHtml, smallHtml) <= 2,
        ],
      );
    }
    rows.push(...realSiteRows(realSite));
    for (const [site, { sections, index, linearScan, hostileMs, normalMs }] of Object.entries(search)) {
      const figures = ({ p50Ms, p99Ms }: { p50Ms: number; p99Ms: number }) =>
        `p50 ${p50Ms.toFixed(3)} ms, p99 ${p99Ms.toFixed(3)} ms`;
      const slowest = Math.max(...Object.values(hostileMs));
      const worst = ratio(slowest, normalMs);
      rows.push(
        [`Search, ${site} (${sections} sections)`, figures(index), '', ''],
        [`Linear scan baseline, ${site}`, figures(linearScan), '', ''],
        [`Search p99 vs linear scan, ${site}`, `${ratio(index.p99Ms, linearScan.p99Ms).toFixed(2)}×`, '', ''],
        [
          `Hostile queries, ${site} (median ms)`,
          Object.entries(hostileMs)
            .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
            .join('; '),
          '',
          '',
        ],
        [
          `Search worst case vs q=badge, ${site}`,
          `${slowest.toFixed(3)} / ${normalMs.toFixed(3)} ms = ${worst.toFixed(2)}×`,
          '≤ 3×',
          worst <= 3,
        ],
        [`Search worst case vs the quality set's p50, ${site}`, `${ratio(slowest, index.p50Ms).toFixed(2)}×`, '', ''],
      );
    }
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    rows.push([
      `Search quality (${quality.queries} queries)`,
      `hit@1 ${percent(quality.hitAt1)}, hit@3 ${percent(quality.hitAt3)}, MRR ${quality.mrr.toFixed(3)}`,
      `hit@1 ≥ ${percent(QUALITY_AIMS.hitAt1)}, hit@3 ≥ ${percent(QUALITY_AIMS.hitAt3)}`,
      quality.hitAt1 >= QUALITY_AIMS.hitAt1 && quality.hitAt3 >= QUALITY_AIMS.hitAt3,
    ]);
    rows.push(...navigationRows(navigation));
    rows.push(...perRequestRows(perRequest));
    rows.push(...sandboxAttackRows(sandboxAttack));
    for (const [url, { mobile, desktop }] of Object.entries(lighthouse)) {
      const label = url.endsWith(PAGE) ? 'doc page' : 'home page';
      const scores = (set: Record<string, number>) => Object.values(set).join('/');
      const perfect = [...Object.values(mobile), ...Object.values(desktop)].every((score) => score === 100);
      rows.push([
        `Lighthouse, ${label} (perf/a11y/best/SEO)`,
        `mobile ${scores(mobile)}, desktop ${scores(desktop)}`,
        '100',
        perfect,
      ]);
    }
    printTable(rows, nodeLoad.tool);
    const measuredAt = new Date();
    const commit = currentCommit(projectRoot);
    const load = { ...LOAD, rounds: ROUNDS, tool: nodeLoad.tool };
    await mkdir(join(projectRoot, 'bench'), { recursive: true });
    await writeFile(
      join(projectRoot, 'bench', 'results.json'),
      `${JSON.stringify({ measuredAt: measuredAt.toISOString(), commit, node: process.version, page: PAGE, load, results, cacheMissMs, weight, contentMs, build, realSite, startMs, rssMb, search, searchQuality: quality, navigation, perRequest, lighthouse, sandboxAttack }, null, 2)}\n`,
    );
    await writeFile(
      join(projectRoot, 'bench', 'results.md'),
      resultsMarkdown(rows, { measuredAt, commit, page: `${BASE}${PAGE}`, load, corpusPages }),
    );
    console.log('Written to bench/results.json and bench/results.md');
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(work, { recursive: true, force: true });
}
