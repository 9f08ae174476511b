/**
 * The pages that depend on the request, under load: the search page and a doc page under a wrong
 * prefix (the banner page) against a warm page; a mixed load of 100 connections (warm pages,
 * search pages, banner pages, /api/search), once with popular addresses and once with addresses
 * no cache has seen. (The search engine's costliest queries are timed in process, in
 * searchLatency.ts: here /api/search would answer a repeated query from its cache.) Part of `npm run bench`; also runs alone against a running
 * portal: `tsx scripts/bench/perRequestPages.ts <host origin> [<base, e.g. /developer>]`.
 */
import { searchQueries } from '../support/searchQueries.ts';
import { getRaw } from './measures.ts';
import { interleaved, loadMix, type LoadOptions, type LoadResult } from './load.ts';
import type { Row } from './report.ts';
import { pathToFileURL } from 'node:url';

export interface PerRequestFigures {
  single: Record<'warm page' | 'search page' | 'banner page' | 'search API', LoadResult>;
  mixed: Record<'popular' | 'unseen', LoadResult>;
}

const WARM_PAGES = [
  '/docs/webhooks/security',
  '/docs/ios/badge',
  '/docs/getting-started',
  '/docs/api/chat/post-message',
];
const WRONG_PREFIXES = ['/portal', '/docs-site', '/old'];
const ROUNDS = 3;

const searchPage = (query: string) => `/search?q=${encodeURIComponent(query)}`;
const searchApi = (query: string) => `/api/search?q=${encodeURIComponent(query)}`;

/**
 * A quarter each: warm pages, search pages, banner pages, /api/search. `unseen` makes every search
 * and banner address new (a cache-busting parameter, a random prefix, a word added to the API's
 * query): what hostile traffic does. The first two render nothing new (the search page is kept by
 * the parameters that change it, a banner page is its page's template with the prefix filled in);
 * only the API's new words cost a search each.
 */
function mix(base: string, unseen: boolean): string[] {
  const queries = searchQueries.map((entry) => entry.query);
  return queries.flatMap((query, index) => {
    const page = WARM_PAGES[index % WARM_PAGES.length] as string;
    const prefix = WRONG_PREFIXES[index % WRONG_PREFIXES.length] as string;
    return [
      base + page,
      base + searchPage(query) + (unseen ? '&from=[<id>]' : ''),
      (unseen ? '/p[<id>]' : prefix) + page,
      base + searchApi(query) + (unseen ? '+[<id>]' : ''),
    ];
  });
}

export async function measurePerRequestPages(host: string, base: string, seconds: number): Promise<PerRequestFigures> {
  const headers = { 'Accept-Encoding': 'br' };
  // Ten connections, as the per-request pages were first measured with.
  const single: LoadOptions = { connections: 10, seconds, headers };
  for (const page of WARM_PAGES) await getRaw(host + base + page, headers); // warm pages are warm
  const singles = await interleaved(
    {
      'warm page': host + base + WARM_PAGES[0],
      'search page': host + base + searchPage('push notifications ios'),
      'banner page': `${host}/portal${WARM_PAGES[0]}`,
      'search API': host + base + searchApi('badge'),
    },
    single,
    ROUNDS,
  );
  const crowd: LoadOptions = { connections: 100, seconds, headers };
  const popular = await loadMix(host, mix(base, false), crowd);
  const unseen = await loadMix(host, mix(base, true), crowd);
  return { single: singles as PerRequestFigures['single'], mixed: { popular, unseen } };
}

export function perRequestRows({ single, mixed }: PerRequestFigures): Row[] {
  const warm = single['warm page'].requestsPerSecond;
  const rate = (result: LoadResult) => `${Math.round(result.requestsPerSecond)} req/s`;
  const vsWarm = (result: LoadResult) => `${rate(result)} = ${(result.requestsPerSecond / warm).toFixed(2)}`;
  const figures = (result: LoadResult) => `${rate(result)}, p99 ${result.p99Ms.toFixed(1)} ms`;
  return [
    ['Warm page, 10 connections', rate(single['warm page']), '', ''],
    ['Search page (kept) vs warm page', vsWarm(single['search page']), '', ''],
    ['Wrong-prefix banner page (kept) vs warm page', vsWarm(single['banner page']), '', ''],
    ['Mixed load, 100 connections, popular addresses', figures(mixed.popular), '', ''],
    ['Mixed load, 100 connections, addresses never seen', figures(mixed.unseen), '', ''],
    ['Search API (kept) vs warm page', vsWarm(single['search API']), '', ''],
  ];
}

// pathToFileURL, not `file://${path}`: paths with spaces, `%` or Windows drive letters need encoding.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [host, base = ''] = process.argv.slice(2);
  if (!host) throw new Error('usage: tsx scripts/bench/perRequestPages.ts <host origin> [<base>]');
  const figures = await measurePerRequestPages(host, base, Number(process.env.BENCH_SECONDS ?? 5));
  for (const [figure, value, target, met] of perRequestRows(figures))
    console.log(`| ${figure} | ${value} | ${target} | ${met === '' ? '' : met ? 'yes' : 'no'} |`);
}
