/**
 * Where the portal's inputs and build outputs live. From the sources (tests, the dev server, the
 * build) paths are relative to the repository root. In the server bundle production runs
 * (`<build>/server/main.js`, see scripts/buildServer.ts) the build folder is the one the bundle
 * sits in, so a build can be moved, or served from where the benchmark built it.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The identifier scripts/buildServer.ts defines as `true` in the bundle. */
export const SERVER_BUNDLE_FLAG = 'PORTAL_SERVER_BUNDLE';
declare const PORTAL_SERVER_BUNDLE: true | undefined;
const inBundle = typeof PORTAL_SERVER_BUNDLE !== 'undefined';

/**
 * The repository root, which scripts/runBundled.mjs defines when it runs a script as a bundle (the
 * bundle lives elsewhere, so the file's own place says nothing).
 */
declare const PORTAL_PROJECT_ROOT: string | undefined;

/** The repository (in the server bundle: the build folder, of which only `dist` is used). */
export const projectRoot =
  typeof PORTAL_PROJECT_ROOT !== 'undefined' ? PORTAL_PROJECT_ROOT : fileURLToPath(new URL('..', import.meta.url));
export const docsDir = join(projectRoot, 'docs');
export const publicDir = join(projectRoot, 'public');
export const distDir = inBundle ? projectRoot : join(projectRoot, 'dist');

/** The files of one build output folder (`dist/`, or the folder a build is staged in). */
export function buildOutputPaths(outDir: string) {
  return {
    /** The client bundle and its manifest; files under `assets/` carry content hashes. */
    clientDir: join(outDir, 'client'),
    /** The compiled page store: every page's data, written by the build, read at start. */
    pageStoreFile: join(outDir, 'content.json'),
    /** The server bundle (`main.js`), which `npm start` and the container run. */
    serverDir: join(outDir, 'server'),
    /** A copy of `public/`, so that a build folder holds everything the server serves. */
    publicDir: join(outDir, 'public'),
    /** Fingerprint of the inputs of the last successful build (see scripts/buildFingerprint.ts). */
    stampFile: join(outDir, 'build-stamp.txt'),
  };
}

export const dist = buildOutputPaths(distDir);
