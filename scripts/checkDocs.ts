/**
 * `npm run check:docs`: compiles docs/ in memory and reports front-matter errors and broken links,
 * without writing anything. The same checks run in `npm run build`.
 */
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { projectRoot } from '../server/projectPaths.ts';

try {
  const store = await buildPageStore(await readDocsVersions(projectRoot));
  console.log(`docs/ is fine: ${Object.keys(store.pages).length - 1} doc pages, every internal link resolves`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
