/**
 * `npm run check:docs`: compiles docs/ (every version) in memory and reports front-matter errors,
 * pages that cannot be built and broken links, every one of them in one run, without writing
 * anything. The same checks run in `npm run build`; DOCS_ON_PAGE_ERROR and DOCS_ON_BROKEN_LINKS
 * apply here too. PORTAL_CONTENT_ROOT checks another content folder, as it builds one in build.ts.
 */
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { projectRoot } from '../server/projectPaths.ts';

let warnings = 0;
try {
  const store = await buildPageStore(await readDocsVersions(process.env.PORTAL_CONTENT_ROOT || projectRoot), {
    onWarning: (message) => {
      warnings += 1;
      console.warn(`warning: ${message}`);
    },
  });
  const pages = Object.keys(store.pages).length - 1;
  console.log(
    warnings === 0
      ? `docs/ is fine: ${pages} doc pages, every internal link resolves`
      : `docs/ built with ${warnings} warning${warnings === 1 ? '' : 's'}: ${pages} doc pages`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
