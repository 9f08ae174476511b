/**
 * `npm run check:docs`: compiles docs/ (every version) in memory and reports front-matter errors,
 * pages that cannot be built and broken links, every one of them in one run, without writing
 * anything. The same checks run in `npm run build`; DOCS_ON_PAGE_ERROR and DOCS_ON_BROKEN_LINKS
 * apply here too. PORTAL_CONTENT_ROOT checks another content folder, as it builds one in build.ts.
 * Pages are compiled through the compiled-page cache, as the build compiles them, so the build
 * after a check compiles only what changed since; `--no-cache` (or DOCS_PAGE_CACHE=off) compiles
 * every page.
 *
 * It runs the imported site's code, so it runs in a process with the build's environment only, as
 * the build does (support/inBuildEnvironment.ts): the pages it caches hold no secret of the caller's.
 */
import { fileURLToPath } from 'node:url';
import { inBuildEnvironment } from './support/inBuildEnvironment.ts';

await inBuildEnvironment(fileURLToPath(import.meta.url), check);

async function check(): Promise<void> {
  // Loaded here, in the checking process only.
  const [{ readDocsVersions }, { projectRoot }, { compileContent }, { endWhenDone }, workers] = await Promise.all([
    import('../server/content/sources/docsVersions.ts'),
    import('../server/projectPaths.ts'),
    import('./buildContent.ts'),
    import('./support/endWhenDone.ts'),
    import('./buildVersionWorkers.ts'),
  ]);
  const { bundleVersionWorker, removeVersionWorker } = workers;
  if (process.argv.includes('--no-cache')) process.env.DOCS_PAGE_CACHE = 'off';
  const contentRoot = process.env.PORTAL_CONTENT_ROOT || projectRoot;
  let warnings = 0;
  // As the build compiles them: a site of several versions in worker threads, within its memory budget.
  let versionWorker: string | null = null;
  try {
    if ((await readDocsVersions(contentRoot)).length > 1) versionWorker = await bundleVersionWorker();
    const store = await compileContent(contentRoot, {
      versionWorker,
      // It writes nothing: no search index to build.
      searchIndex: false,
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
    process.exitCode = 1;
  } finally {
    if (versionWorker) await removeVersionWorker(versionWorker);
  }
  endWhenDone('check:docs');
}
