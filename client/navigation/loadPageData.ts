/** Fetches page data from the content API, caching each page once it has loaded. */
import { contentApiUrl } from '../../shared/contentApi.ts';
import type { PageData } from '../../shared/types.ts';

const cache = new Map<string, Promise<PageData>>();

/**
 * Resolves with the page data for `path`; a 404 resolves with the not-found page the API sends.
 * Network errors, other error statuses and malformed JSON reject, and are not cached, so that a
 * retry fetches again.
 */
export function loadPageData(path: string): Promise<PageData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetchPageData(path);
    cache.set(path, pending);
    pending.catch(() => cache.delete(path));
  }
  return pending;
}

async function fetchPageData(path: string): Promise<PageData> {
  const response = await fetch(contentApiUrl(path), { headers: { Accept: 'application/json' } });
  if (!response.ok && response.status !== 404) {
    throw new Error(`Loading ${path} failed: HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as PageData;
  } catch {
    throw new Error(`Loading ${path} failed: the server sent malformed data`);
  }
}
