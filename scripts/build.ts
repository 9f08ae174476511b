/**
 * `npm run build`. With `--if-stale` (as `npm start` runs it) it does nothing when no input
 * changed since the last successful build. With `--no-cache` every page is compiled, none taken
 * from the compiled-page cache (server/content/sources/pageCache.ts; DOCS_PAGE_CACHE=off does the same).
 *
 * The build runs in a process of its own with the build's environment only (buildEnvironment.ts):
 * the imported site's code runs in it, and must not find the server's secrets there.
 */
import { fileURLToPath } from 'node:url';
import { inBuildEnvironment } from './support/inBuildEnvironment.ts';

await inBuildEnvironment(fileURLToPath(import.meta.url), build);

async function build(): Promise<void> {
  // Loaded here, in the build's own process only.
  const [{ buildAll }, { endWhenDone }] = await Promise.all([
    import('./buildAll.ts'),
    import('./support/endWhenDone.ts'),
  ]);
  if (process.argv.includes('--no-cache')) process.env.DOCS_PAGE_CACHE = 'off';
  try {
    const result = await buildAll({
      ifStale: process.argv.includes('--if-stale'),
      // Another content folder or output folder: the build's own tests use these.
      contentRoot: process.env.PORTAL_CONTENT_ROOT || undefined,
      distDir: process.env.PORTAL_DIST_DIR || undefined,
      ownProcess: true,
    });
    if (result.built)
      console.log(`Built ${result.pages} pages, the client and the server in ${Math.round(result.milliseconds)} ms`);
  } catch (error) {
    console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  endWhenDone('the build');
}
