/** Where the portal's inputs and build outputs live, relative to the repository root. */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const docsDir = join(projectRoot, 'docs');
export const publicDir = join(projectRoot, 'public');
export const distDir = join(projectRoot, 'dist');
/** The client bundle and its manifest; files under `assets/` carry content hashes. */
export const clientDistDir = join(distDir, 'client');
/** The compiled page store: every page's data, written by the build, read at start. */
export const pageStoreFile = join(distDir, 'content.json');
