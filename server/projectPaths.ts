/** Where the portal's inputs and build outputs live, relative to the repository root. */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const docsDir = join(projectRoot, 'docs');
export const publicDir = join(projectRoot, 'public');
export const distDir = join(projectRoot, 'dist');

/** The files of one build output folder (`dist/`, or the folder a build is staged in). */
export function buildOutputPaths(outDir: string) {
  return {
    /** The client bundle and its manifest; files under `assets/` carry content hashes. */
    clientDir: join(outDir, 'client'),
    /** The compiled page store: every page's data, written by the build, read at start. */
    pageStoreFile: join(outDir, 'content.json'),
    /** Fingerprint of the inputs of the last successful build (see scripts/buildFingerprint.ts). */
    stampFile: join(outDir, 'build-stamp.txt'),
  };
}

export const dist = buildOutputPaths(distDir);
