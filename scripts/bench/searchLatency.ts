/**
 * Search latency in the server process: the quality set's queries against the index, beside a
 * plain linear scan over the same section text (every word as a substring, case folded), the
 * simplest search one could write instead. Time-boxed, so the 5,000-page corpus stays quick.
 */
import type { PageStore } from '../../server/content/pageStore/pageStore.ts';
import type { SectionDocument } from '../../server/search/searchIndex.ts';
import { SiteSearch } from '../../server/search/siteSearch.ts';
import { searchQueries } from '../support/searchQueries.ts';

export interface LatencyFigures {
  p50Ms: number;
  p99Ms: number;
  runs: number;
}

export interface SearchLatency {
  sections: number;
  index: LatencyFigures;
  linearScan: LatencyFigures;
  /** Median time of each hostile query (see HOSTILE_QUERIES), in ms. */
  hostileMs: Record<string, number>;
  /** Median time of `badge`, the normal query the hostile ones were first measured against. */
  normalMs: number;
}

/**
 * Queries built to cost the most within the 200-character limit (server/search/searchCost.test.ts
 * bounds what they look up): one that folds into hundreds of words, one of twelve misspelt words
 * (typos forgiven), one of common words ending in a short prefix.
 */
export const HOSTILE_QUERIES: Record<string, string> = {
  '200 × U+FDFA': '\uFDFA'.repeat(200),
  'twelve misspelt words':
    'instalation andriod notifcations webhok signatre authenticte custimization profesional mesage unred badg verfy',
  'common words, a 3-letter prefix': 'user advoca api app message chat professional list ios android web con',
};
const HOSTILE_RUNS = 200;
const NORMAL_QUERY = 'badge';

const BUDGET_MS = 3000;
const LIMIT = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

function time(search: (query: string) => unknown): LatencyFigures {
  const queries = searchQueries.map((entry) => entry.query);
  for (const query of queries) search(query); // warm-up
  const times: number[] = [];
  const started = performance.now();
  while (performance.now() - started < BUDGET_MS) {
    for (const query of queries) {
      const before = performance.now();
      search(query);
      times.push(performance.now() - before);
    }
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), runs: times.length };
}

function medianMs(run: () => unknown): number {
  for (let warm = 0; warm < 20; warm += 1) run();
  const times = Array.from({ length: HOSTILE_RUNS }, () => {
    const before = performance.now();
    run();
    return performance.now() - before;
  }).sort((a, b) => a - b);
  return percentile(times, 0.5);
}

/** The baseline: every section whose text holds every query word, most occurrences first. */
function linearScanner(sections: SectionDocument[]): (query: string) => unknown {
  const texts = sections.map((section) =>
    `${section.title} ${section.area} ${section.heading} ${section.text}`.toLowerCase(),
  );
  return (query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const found: { index: number; count: number }[] = [];
    texts.forEach((text, index) => {
      let count = 0;
      for (const word of words) {
        const at = text.indexOf(word);
        if (at === -1) return;
        count += text.split(word).length - 1;
      }
      found.push({ index, count });
    });
    return found.sort((a, b) => b.count - a.count).slice(0, LIMIT);
  };
}

export function measureSearchLatency(store: PageStore): SearchLatency {
  const search = new SiteSearch(store);
  const version = search.defaultVersion;
  const sections = Object.values(store.search.storedFields as Record<string, SectionDocument>);
  return {
    sections: sections.length,
    index: time((query) => search.search(query, version, LIMIT)),
    linearScan: time(linearScanner(sections.filter((section) => section.version === version))),
    normalMs: medianMs(() => search.search(NORMAL_QUERY, version, LIMIT)),
    hostileMs: Object.fromEntries(
      Object.entries(HOSTILE_QUERIES).map(([name, query]) => [
        name,
        medianMs(() => search.search(query, version, LIMIT)),
      ]),
    ),
  };
}
