/**
 * `node scripts/runBundled.mjs <entry.ts> [args…]`: runs a TypeScript script as one esbuild bundle
 * under plain node, as production runs the server (scripts/buildServer.ts). `npm run build` runs
 * this way: through tsx's loader, whose hooks run on a thread with a JavaScript heap of its own and
 * hand it every module of node_modules, the build took 40–80 MB more resident memory and ~0.4 s
 * more to start. Plain JavaScript on purpose: it is what runs before anything is compiled.
 *
 * The bundle keeps packages outside (node resolves them from node_modules, as for the sources)
 * and is written under node_modules/.cache, one file per process, removed when the process ends.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/runBundled.mjs <entry.ts> [args…]');
  process.exit(2);
}

const cacheDir = join(projectRoot, 'node_modules', '.cache', 'developer-portal');
const outfile = join(cacheDir, `${entry.replace(/\W+/g, '-')}-${process.pid}.mjs`);
mkdirSync(cacheDir, { recursive: true });
// Removed however the script ends, process.exit() included.
process.on('exit', () => rmSync(outfile, { force: true }));

const bundled = build({
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  jsx: 'automatic',
  // server/projectPaths.ts: the repository, which the bundle's own place no longer tells.
  define: { PORTAL_PROJECT_ROOT: JSON.stringify(projectRoot) },
  logLevel: 'warning',
});
// esbuild has printed what is wrong with the code, file:line; a stack trace would add nothing.
await bundled.catch(() => process.exit(1));
// The script sees its own arguments, as if it had been run directly.
process.argv = [process.argv[0], resolve(entry), ...args];
await import(pathToFileURL(outfile).href);
