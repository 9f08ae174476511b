/** The unit suite's one build of the real site (tests/setup/buildSiteOnce.ts), read back as the server reads it at start. */
import { inject } from 'vitest';
import type { PageStore } from '../../server/content/pageStore/pageStore.ts';
import { readPageStore } from '../../server/content/pageStore/pageStoreFile.ts';
import { type ClientAssets, readClientAssets } from '../../server/render/clientAssets.ts';

let built: Promise<{ store: PageStore; assets: ClientAssets }> | undefined;

/** The page store of docs/ and the client's assets, read once per test file however many apps it creates. */
export function siteBuild(): Promise<{ store: PageStore; assets: ClientAssets }> {
  built ??= (async () => ({
    store: await readPageStore(inject('pageStoreFile')),
    assets: await readClientAssets(inject('clientDir')),
  }))();
  return built;
}
