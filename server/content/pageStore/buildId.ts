/**
 * The build id: a hash of what a build serves, its page store and (from the full build) its code,
 * so that two builds of one commit share it and any change to the docs or the code gives a new
 * one. The store carries it (`PageStore.buildId`), and so does every page's data, which the client
 * compares with the build it was loaded from (client/navigation/usePageNavigation.ts).
 */
import { createHash } from 'node:crypto';
import type { PageData } from '../../../shared/types.ts';
import type { PageStore } from './pageStore.ts';
import { jsonPieces } from './pageStoreFile.ts';

/** Hex digits kept: 64 bits, short enough for a metric label, far from any collision. */
const ID_LENGTH = 16;

/** The store with `buildId` set on it and on every page's data (the not-found page included). */
export function withBuildId(store: PageStore, buildId: string): PageStore {
  const stamp = <Page extends PageData>(page: Page): Page => ({ ...page, buildId });
  const pages = Object.fromEntries(Object.entries(store.pages).map(([route, page]) => [route, stamp(page)]));
  return { ...store, buildId, pages, notFound: stamp(store.notFound) };
}

/**
 * The id of `store` (its ids left out, so that stamping it again gives the same id) built with
 * `code`, a hash of the client and server bundles (empty where a store is built without them).
 */
export function buildIdOf(store: PageStore, code = ''): string {
  const hash = createHash('sha256');
  // The store's JSON a piece at a time: the same hash as of the whole text, which a large site's
  // store made tens of MB long.
  for (const piece of jsonPieces(withBuildId(store, ''))) hash.update(piece);
  return hash.update('\0').update(code).digest('hex').slice(0, ID_LENGTH);
}
