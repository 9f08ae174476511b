/**
 * Bundles the server (`server/main.ts` and everything it imports: our TypeScript and JSX, and the
 * packages) into one ES module, `<build>/server/main.js`, which production runs with plain `node`.
 * Running the sources through tsx's loader instead cost about 70 MB more resident memory. With the
 * packages inside, a build folder runs wherever it is copied, without node_modules.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildOutputPaths, projectRoot, SERVER_BUNDLE_FLAG } from '../server/projectPaths.ts';
import { NOMINAL_DIST_DIR, placeIndependent, writeOutputs } from './placeIndependentBuild.ts';

export const SERVER_ENTRY_FILE = 'main.js';

/**
 * The flags node runs the bundle with, wherever it is started (`npm start`, the image's CMD, the
 * tests and the bench; serverCommand.test.ts holds them together). A young generation of 4 MB
 * semi-spaces instead of 16: the server allocates little per request (its pages are prepared), and
 * the larger one only held about 20 MB more resident memory, at the same throughput.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

/** node's arguments for the server of the build in `distDir`: the flags, then the bundle. */
export function serverNodeArgs(distDir: string): string[] {
  return [...SERVER_NODE_FLAGS, join(buildOutputPaths(distDir).serverDir, SERVER_ENTRY_FILE)];
}

export async function buildServer(serverDir: string): Promise<void> {
  // Built as if into dist/server (see placeIndependentBuild.ts), then written to serverDir.
  const nominalDir = buildOutputPaths(NOMINAL_DIST_DIR).serverDir;
  const { outputFiles } = await build({
    ...placeIndependent,
    entryPoints: [join(projectRoot, 'server/main.ts')],
    outfile: join(nominalDir, SERVER_ENTRY_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    sourcemap: 'linked',
    // Positions only: the sources are in the repository. With them the map was 9 MB instead of 3,
    // and the build held it in memory twice.
    sourcesContent: false,
    define: {
      // Tells server/projectPaths.ts that it runs from inside a build folder.
      [SERVER_BUNDLE_FLAG]: 'true',
      // Keeps only the production builds of the packages (React's, above all).
      'process.env.NODE_ENV': '"production"',
    },
    // CommonJS packages inside an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as portalCreateRequire } from 'node:module'; const require = portalCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  await writeOutputs(outputFiles, nominalDir, serverDir);
}
