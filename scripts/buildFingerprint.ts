/** A hash of everything the build reads, so `npm start` can skip a build that is up to date. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { SIDEBARS_FILE_NAMES } from '../server/content/navigation/sidebarsFile.ts';
import { projectRoot } from '../server/projectPaths.ts';

/** Folders and files whose contents decide the build output: the content, then the code. */
export const CONTENT_INPUTS = [
  'docs',
  'versioned_docs',
  'versions.json',
  'versioned_sidebars',
  ...SIDEBARS_FILE_NAMES,
  'static',
  'api',
  'versioned_api',
  // The contract's lint rules: a changed rule can fail (or pass) the contract check.
  'redocly.yaml',
  // An imported site's own code, which its pages run at build time (`@site/…`).
  'site',
];

/**
 * A further docs plugin instance's files, beside the default ones (`<id>_docs/`,
 * `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`, `<id>_sidebars.ts`).
 */
const INSTANCE_INPUT =
  /^[^._][^.]*_(docs|versions\.json|versioned_docs|versioned_sidebars|sidebars\.[cm]?[jt]s|sidebars\.json)$/;
export const isInstanceInput = (name: string) => INSTANCE_INPUT.test(name) && !CONTENT_INPUTS.includes(name);

// site.config.json is read by the code (the client bundles it), so it belongs with the code.
export const CODE_INPUTS = ['client', 'shared', 'server', 'scripts', 'public', 'site.config.json', 'package-lock.json'];

/**
 * Files are named relative to their root, and the roots themselves are left out: the stamp is
 * part of the build output, which must not depend on where the checkout is (the same docs in
 * another folder build the same pages anyway).
 */
export async function buildFingerprint(contentRoot = projectRoot): Promise<string> {
  const hash = createHash('sha256');
  const instanceInputs = (await readdir(contentRoot).catch(() => [] as string[])).filter(isInstanceInput);
  const inputs = [
    ...[...CONTENT_INPUTS, ...instanceInputs.sort()].map((input) => [contentRoot, input] as const),
    ...CODE_INPUTS.map((input) => [projectRoot, input] as const),
  ];
  for (const [root, input] of inputs) {
    for (const file of await listFiles(join(root, input))) {
      hash
        .update(relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

async function listFiles(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A single file (package-lock.json) is not a folder; versioned_docs/ may not exist at all.
    if (code === 'ENOTDIR') return [path];
    if (code === 'ENOENT') return [];
    throw error;
  }
}
