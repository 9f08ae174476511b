/**
 * esbuild settings that make a bundle the same bytes wherever it is built. esbuild writes paths
 * into its output: source maps name each source relative to the output folder (and the maps
 * count in the content hashes of the file names), and the server bundle has a comment before
 * each module naming its path relative to the working folder. So every bundle is built as if into
 * the repository's own `dist/`, from the repository as working folder, and its files are written
 * to the real output folder afterwards: two checkouts in different places, building into
 * different folders, produce identical files (scripts/reproducibleBuild.test.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { BuildOptions, OutputFile } from 'esbuild';
import { projectRoot } from '../server/projectPaths.ts';

/** Where bundles are built as if written; nothing is written there. */
export const NOMINAL_DIST_DIR = join(projectRoot, 'dist');

export const placeIndependent = {
  absWorkingDir: projectRoot,
  // Paths through node_modules as the checkout names them, not where a symlinked node_modules
  // really lives (a shared install, a package manager's store).
  preserveSymlinks: true,
  // The files are written by writeOutputs.
  write: false as const,
} satisfies BuildOptions;

/** Writes files esbuild built for `nominalDir` (inside NOMINAL_DIST_DIR) into `outDir` instead. */
export async function writeOutputs(files: OutputFile[], nominalDir: string, outDir: string): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const target = join(outDir, relative(nominalDir, file.path));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }),
  );
}
