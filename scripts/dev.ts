/**
 * `npm run dev`: rebuilds what changed, then runs the server. `tsx watch` restarts this script
 * whenever a file under docs/, client/, shared/ or server/ changes.
 */
import { buildAll } from './buildAll.ts';

try {
  const result = await buildAll({ ifStale: true });
  if (result.built) console.log(`Rebuilt ${result.pages} pages in ${Math.round(result.milliseconds)} ms`);
} catch (error) {
  // Keep watching: the next save may fix it.
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
if (!process.exitCode) await import('../server/main.ts');
