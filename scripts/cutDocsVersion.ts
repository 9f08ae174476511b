/**
 * `npm run docs:version -- <name>`: freezes the current docs as version <name>, as Docusaurus's
 * `docs:version` does: copies docs/ to versioned_docs/version-<name>/ (and api/openapi.yaml to
 * versioned_api/version-<name>/) and lists the name first in versions.json. The current docs stay in docs/ as "Next".
 */
import { cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CONTRACT_PATH, versionedContractPath } from '../server/content/sources/docsVersions.ts';
import { projectRoot } from '../server/projectPaths.ts';
import { pathToFileURL } from 'node:url';

export async function cutDocsVersion(contentRoot: string, name: string): Promise<void> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`"${name}" is not a version name: use letters, digits, ".", "-" or "_"`);
  const listFile = join(contentRoot, 'versions.json');
  const versions = JSON.parse(await readFile(listFile, 'utf8').catch(() => '[]')) as string[];
  if (versions.includes(name)) throw new Error(`version ${name} already exists in versions.json`);
  const target = join(contentRoot, 'versioned_docs', `version-${name}`);
  if (await stat(target).catch(() => null)) throw new Error(`versioned_docs/version-${name}/ already exists`);
  await cp(join(contentRoot, 'docs'), target, { recursive: true });
  // The version's reference stays as it was: its pages read the contract frozen with them.
  const contract = join(contentRoot, CONTRACT_PATH);
  if (await stat(contract).catch(() => null)) {
    await mkdir(dirname(join(contentRoot, versionedContractPath(name))), { recursive: true });
    await cp(contract, join(contentRoot, versionedContractPath(name)));
  }
  await writeFile(listFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
}

// pathToFileURL, not `file://${path}`: paths with spaces, `%` or Windows drive letters need encoding.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2];
  try {
    if (!name) throw new Error('usage: npm run docs:version -- <name>');
    await cutDocsVersion(projectRoot, name);
    console.log(`Froze docs/ as version ${name} (versioned_docs/version-${name}/); docs/ stays "Next".`);
  } catch (error) {
    console.error(`docs:version failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
