/** Fetches page data from the content API, caching each page once it has loaded. */
import { withBase } from '../../shared/baseUrl.ts';
import { contentApiUrl } from '../../shared/contentApi.ts';
import { siteBaseUrl } from '../siteBase.ts';
import { hasCompiledHtml } from '../../shared/compiledHtml.ts';
import type { PageData } from '../../shared/types.ts';
import { prepareHtml } from './preparedHtml.ts';
import { withSharedSidebar } from './sharedSidebar.ts';

const cache = new Map<string, Promise<PageData>>();
/** The same pages once loaded, for a navigation that can show one at once (see peekPageData). */
const loaded = new Map<string, PageData>();

/**
 * Resolves with the page data for `path`; a 404 resolves with the not-found page the API sends.
 * Network errors, other error statuses and malformed data reject, and are not cached, so that a
 * retry fetches again. A load in flight is shared, so a prefetch and a click make one request.
 */
export function loadPageData(path: string): Promise<PageData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchPageData(path);
    cache.set(path, pending);
    pending.then(
      (page) => {
        loaded.set(path, page);
        // Parsed now, while the reader's pointer rests on the link, rather than in the click.
        if (hasCompiledHtml(page)) prepareHtml(page, page.html);
      },
      () => cache.delete(path),
    );
  }
  return pending;
}

/**
 * The page's data if it has already loaded (prefetched on hover), else undefined: a navigation to
 * it renders the new page in the same frame as the click, without waiting for a promise to settle.
 */
export function peekPageData(path: string): PageData | undefined {
  return loaded.get(path);
}

/** Drops every cached page (the dev server's live reload: the docs changed). */
export function forgetPageData(): void {
  cache.clear();
  loaded.clear();
}

async function fetchPageData(path: string): Promise<PageData> {
  let response: Response;
  try {
    response = await fetch(withBase(siteBaseUrl(), contentApiUrl(path)), { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new Error(`The network request failed (${(error as Error).message}).`, { cause: error });
  }
  if (!response.ok && response.status !== 404) {
    throw new Error(`The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`);
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new Error('The server sent data that is not valid JSON.');
  }
  if (!isPageData(data)) throw new Error('The server sent data that is not a page.');
  return withSharedSidebar(data);
}

function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, path, title } = value as Record<string, unknown>;
  return (
    (kind === 'doc' || kind === 'blog' || kind === 'home' || kind === 'notFound' || kind === 'search') &&
    typeof path === 'string' &&
    typeof title === 'string'
  );
}
