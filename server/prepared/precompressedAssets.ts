/**
 * Which client files the build compresses ahead of time, and where it writes their forms: brotli
 * 11 and gzip 9, far too slow for a request, beside each file. One rule for the build that writes
 * them (scripts/buildClient.ts) and the start-up that checks them (server/buildCheck/builtFiles.ts):
 * a replica missing one would compress on request instead, and send other bytes than its peers.
 */

/**
 * The bundle's scripts and stylesheets, by their path under `assets/`: those at its top. The
 * docs' own files (`assets/docs/…`, copied after the bundle) are served as they are.
 */
export const isPrecompressedAsset = (name: string): boolean => !name.includes('/') && /\.(js|css)$/.test(name);

/** The files holding `file`'s precompressed forms. */
export const precompressedForms = (file: string) => ({ br: `${file}.br`, gzip: `${file}.gz` });
