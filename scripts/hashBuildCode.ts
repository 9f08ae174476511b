/**
 * A hash of a build's code: the client bundle with its manifest, the server bundle and the public
 * files, read back from the build folder. With the page store it makes the build id
 * (server/content/pageStore/buildId.ts), so a new client with the same docs is a new build too.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { buildOutputPaths } from '../server/projectPaths.ts';

/** The .br and .gz forms are made from files hashed already (and depend on the compressor's version). */
const DERIVED = /\.(br|gz)$/;

export async function hashBuildCode(buildDir: string): Promise<string> {
  const { clientDir, serverDir, publicDir } = buildOutputPaths(buildDir);
  const hash = createHash('sha256');
  for (const dir of [clientDir, serverDir, publicDir]) {
    for (const file of await filesUnder(dir)) {
      hash
        .update(relative(buildDir, file).split(sep).join('/'))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/** In code-unit order, whatever order the file system lists them in. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !DERIVED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
