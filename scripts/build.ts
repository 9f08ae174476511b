/**
 * `npm run build`. With `--if-stale` (as `npm start` runs it) it does nothing when no input
 * changed since the last successful build. With `--no-cache` every page is compiled, none taken
 * from the compiled-page cache (server/content/sources/pageCache.ts; DOCS_PAGE_CACHE=off does the same).
 *
 * The build runs in a process of its own with the build's environment only (buildEnvironment.ts):
 * the imported site's code runs in it, and must not find the server's secrets there.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildEnvironment, CLEAN_BUILD_MARK } from './buildEnvironment.ts';

if (process.env[CLEAN_BUILD_MARK] === 'clean') await build();
else await buildInCleanEnvironment();

async function buildInCleanEnvironment(): Promise<void> {
  let env: NodeJS.ProcessEnv;
  try {
    env = buildEnvironment();
  } catch (error) {
    console.error(`Build failed: ${(error as Error).message}`);
    process.exit(1);
  }
  // This very script (bundled or not), with the same Node flags and arguments.
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      env,
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

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
