/**
 * The docs versions, Docusaurus style: `docs/` is the current version ("Next", at `/docs/…`);
 * each name in `versions.json` (newest first) is a frozen copy in `versioned_docs/version-<name>/`,
 * served at `/docs/<name>/…`.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DOCS_ROUTE_BASE, versionRouteBase } from '../../../shared/docsRoutes.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { SIDEBARS_FILE_NAMES } from '../navigation/sidebarsFile.ts';

export interface DocsVersionSource {
  /** `current` for docs/, else the name from versions.json. */
  name: string;
  label: string;
  dir: string;
  /** The folder as messages name it: `docs`, `versioned_docs/version-1.0`. */
  displayDir: string;
  /** Route prefix of the version's pages: `/docs` or `/docs/1.0`. */
  routeBase: string;
  /** The version's API contract (it may not exist): `api/openapi.yaml`, frozen copies beside their docs. */
  contractFile: string;
  /** The contract as messages name it. */
  contractDisplayPath: string;
  /** Where its sidebars file may be, in Docusaurus's order; the first that exists is read. */
  sidebarsFiles: { path: string; display: string }[];
}

/** Where the current docs' API contract is, from the content root. */
export const CONTRACT_PATH = 'api/openapi.yaml';

/** A frozen version's copy of the contract, from the content root (`docs:version` writes it). */
export const versionedContractPath = (name: string) => `versioned_api/version-${name}/openapi.yaml`;

/** A frozen version's sidebars, as `docusaurus docs:version` writes them. */
export const versionedSidebarsPath = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

export const CURRENT_VERSION = 'current';

/** Just the current docs in `docsDir` (the contract beside it): the shipped site, and most tests. */
export function currentVersionOnly(docsDir: string): DocsVersionSource[] {
  return [
    {
      name: CURRENT_VERSION,
      label: siteConfig.currentVersionLabel,
      dir: docsDir,
      displayDir: 'docs',
      routeBase: DOCS_ROUTE_BASE,
      contractFile: join(docsDir, '..', CONTRACT_PATH),
      contractDisplayPath: CONTRACT_PATH,
      sidebarsFiles: SIDEBARS_FILE_NAMES.map((name) => ({ path: join(docsDir, '..', name), display: name })),
    },
  ];
}

/** versions.json: version names, newest first; a name becomes a folder and a path segment. */
const versionListSchema = z.array(z.string().regex(/^[\w.-]+$/));

export async function readDocsVersions(contentRoot: string): Promise<DocsVersionSource[]> {
  const versions = currentVersionOnly(join(contentRoot, 'docs'));
  const listFile = join(contentRoot, 'versions.json');
  let list: unknown;
  try {
    list = JSON.parse(await readFile(listFile, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return versions;
    throw new Error(`versions.json: invalid JSON (${(error as Error).message})`, { cause: error });
  }
  const names = versionListSchema.safeParse(list);
  if (!names.success) throw new Error('versions.json: must be an array of version names such as ["1.0"]');
  for (const name of names.data) {
    const dir = join(contentRoot, 'versioned_docs', `version-${name}`);
    const found = await stat(dir).catch(() => null);
    if (!found?.isDirectory())
      throw new Error(`versions.json lists "${name}" but versioned_docs/version-${name}/ is missing`);
    versions.push({
      name,
      label: name,
      dir,
      displayDir: `versioned_docs/version-${name}`,
      routeBase: versionRouteBase(name),
      contractFile: join(contentRoot, versionedContractPath(name)),
      contractDisplayPath: versionedContractPath(name),
      sidebarsFiles: [versionedSidebarsPath(name)].map((display) => ({ path: join(contentRoot, display), display })),
    });
  }
  return versions;
}
