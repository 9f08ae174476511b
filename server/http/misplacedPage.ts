/**
 * Finds a doc page requested under a prefix other than the base URL (`/portal/docs/ios/badge`
 * when BASE_URL is `/`): the sign of a reverse proxy and a BASE_URL that disagree.
 */
import type { PageData } from '../../shared/types.ts';
import type { PageStore } from '../content/buildPageStore.ts';

export interface MisplacedPage {
  page: PageData;
  /** The prefix the page was requested under, which BASE_URL should probably be. */
  suggestedBaseUrl: string;
}

/** Only doc pages count: any other path (`/nope/`) is simply not found. */
export function findMisplacedPage(store: PageStore, requestPath: string, baseUrl: string): MisplacedPage | null {
  const at = requestPath.indexOf('/docs/', 1);
  if (at === -1) return null;
  const suggestedBaseUrl = requestPath.slice(0, at + 1);
  const page = store.pages[requestPath.slice(at)];
  if (!page || suggestedBaseUrl === baseUrl || suggestedBaseUrl.includes('//')) return null;
  return { page, suggestedBaseUrl };
}
