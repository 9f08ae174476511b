/**
 * The docs folders and their versions, Docusaurus style. The default folder is `docs/` (its
 * sidebars file beside it), its frozen versions `versioned_docs/version-<name>/`, listed newest
 * first in `versions.json`; each further docs plugin instance (`docsInstances` in site.config.json)
 * has its folder, and `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`.
 * Which of them are served, and at which addresses, versionRules.ts decides.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DOCS_ROUTE_BASE } from '../../../shared/docsRoutes.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import type { DocsInstanceSettings, SiteSettings } from '../../../shared/siteSettingsSchema.ts';
import { DEFAULT_INSTANCE } from '../../../shared/docsVersionList.ts';
import { SIDEBARS_FILE_NAMES } from '../navigation/sidebarsFile.ts';
import { CURRENT_VERSION, servedVersions, type VersionBanner } from './versionRules.ts';

export { CURRENT_VERSION };

export { DEFAULT_INSTANCE };

export interface DocsVersionSource {
  /**
   * Unique over the site: the version's name (`current`, or the name from versions.json) in the
   * default docs folder, `<instance>/<name>` in another (`architecture/current`).
   */
  name: string;
  /** The docs plugin instance it belongs to: `default`, `architecture`. */
  instance: string;
  label: string;
  dir: string;
  /** The folder as messages name it: `docs`, `versioned_docs/version-1.0`. */
  displayDir: string;
  /** Route prefix of the version's pages: `/docs`, `/docs/next`, `/docs/1.0`. */
  routeBase: string;
  /** Served at its instance's route base (Docusaurus's last version). */
  isLast: boolean;
  banner: VersionBanner | null;
  badge: boolean;
  /**
   * The version's API contract (the file may not exist): `api/openapi.yaml`, frozen copies beside
   * their docs; null for another docs folder than the default one, which the contract is not about.
   */
  contractFile: string | null;
  /** The contract as messages name it. */
  contractDisplayPath: string;
  /** Where its sidebars file may be, in Docusaurus's order; the first that exists is read. */
  sidebarsFiles: { path: string; display: string }[];
}

/** Where the current docs' API contract is, from the content root. */
export const CONTRACT_PATH = 'api/openapi.yaml';

/** A frozen version's copy of the contract, from the content root (`docs:version` writes it). */
export const versionedContractPath = (name: string) => `versioned_api/version-${name}/openapi.yaml`;

/** A frozen version's sidebars, as `docusaurus docs:version` writes them (`<id>_versioned_sidebars/` for an instance). */
export const versionedSidebarsPath = (name: string, instance = DEFAULT_INSTANCE) =>
  `${instancePrefix(instance)}versioned_sidebars/version-${name}-sidebars.json`;

/** Docusaurus's prefix of an instance's versioning files: none for the default one, `<id>_` else. */
const instancePrefix = (instance: string) => (instance === DEFAULT_INSTANCE ? '' : `${instance}_`);

/** Just the current docs in `docsDir` (the contract beside it): most tests, and the importer's first look. */
export function currentVersionOnly(docsDir: string): DocsVersionSource[] {
  return [
    {
      name: CURRENT_VERSION,
      instance: DEFAULT_INSTANCE,
      label: siteConfig.currentVersionLabel,
      dir: docsDir,
      displayDir: 'docs',
      routeBase: DOCS_ROUTE_BASE,
      isLast: true,
      banner: null,
      badge: false,
      contractFile: join(docsDir, '..', CONTRACT_PATH),
      contractDisplayPath: CONTRACT_PATH,
      sidebarsFiles: SIDEBARS_FILE_NAMES.map((name) => ({ path: join(docsDir, '..', name), display: name })),
    },
  ];
}

/** versions.json: version names, newest first; a name becomes a folder and a path segment. */
const versionListSchema = z.array(z.string().regex(/^[\w.-]+$/));

async function readVersionNames(contentRoot: string, listName: string): Promise<string[]> {
  let list: unknown;
  try {
    list = JSON.parse(await readFile(join(contentRoot, listName), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`${listName}: invalid JSON (${(error as Error).message})`, { cause: error });
  }
  const names = versionListSchema.safeParse(list);
  if (!names.success) throw new Error(`${listName}: must be an array of version names such as ["1.0"]`);
  return names.data;
}

/** One docs folder, as the settings describe it: the default one (`docs`) or an instance. */
interface DocsFolder {
  instance: string;
  /** The current docs' folder, from the content root. */
  path: string;
  routeBase: string;
  currentLabel: string;
  options: Omit<DocsInstanceSettings, 'id' | 'path' | 'routeBase' | 'sidebarPath' | 'currentVersionLabel'>;
  /** The current docs' sidebars files, from the content root. */
  sidebarsFiles: string[];
  /** Where messages say the options are. */
  place: string;
}

function docsFolders(settings: Pick<SiteSettings, 'docs' | 'docsInstances'>): DocsFolder[] {
  const { routeBase, currentVersionLabel, home: _home, ...options } = settings.docs;
  return [
    {
      instance: DEFAULT_INSTANCE,
      path: 'docs',
      routeBase,
      currentLabel: currentVersionLabel,
      options,
      sidebarsFiles: [...SIDEBARS_FILE_NAMES],
      place: 'site.config.json docs',
    },
    ...(settings.docsInstances ?? []).map(
      ({ id, path, routeBase: base, sidebarPath, currentVersionLabel: label, ...rest }, index): DocsFolder => ({
        instance: id,
        path,
        routeBase: base,
        currentLabel: label ?? 'Next',
        options: rest,
        sidebarsFiles: sidebarPath ? [sidebarPath] : [],
        place: `site.config.json docsInstances[${index}]`,
      }),
    ),
  ];
}

/** Every served version of every docs folder: the default folder's first, each folder's in Docusaurus's order. */
export async function readDocsVersions(
  contentRoot: string,
  settings: Pick<SiteSettings, 'docs' | 'docsInstances'> = siteConfig.settings,
): Promise<DocsVersionSource[]> {
  const sources: DocsVersionSource[] = [];
  for (const folder of docsFolders(settings)) {
    const prefix = instancePrefix(folder.instance);
    const names = await readVersionNames(contentRoot, `${prefix}versions.json`);
    const served = servedVersions(names, folder.options, folder);
    for (const version of served) {
      const { versionName } = version;
      const isCurrent = versionName === CURRENT_VERSION;
      const displayDir = isCurrent ? folder.path : `${prefix}versioned_docs/version-${versionName}`;
      const dir = join(contentRoot, displayDir);
      const found = await stat(dir).catch(() => null);
      if (!found?.isDirectory())
        throw new Error(
          isCurrent
            ? `${folder.place}: the docs folder ${displayDir}/ is missing`
            : `${prefix}versions.json lists "${versionName}" but ${displayDir}/ is missing`,
        );
      const contractDisplayPath = isCurrent ? CONTRACT_PATH : versionedContractPath(versionName);
      const sidebars = isCurrent ? folder.sidebarsFiles : [versionedSidebarsPath(versionName, folder.instance)];
      sources.push({
        name: folder.instance === DEFAULT_INSTANCE ? versionName : `${folder.instance}/${versionName}`,
        instance: folder.instance,
        label: version.label,
        dir,
        displayDir,
        routeBase: version.routeBase,
        isLast: version.isLast,
        banner: version.banner,
        badge: version.badge,
        contractFile: folder.instance === DEFAULT_INSTANCE ? join(contentRoot, contractDisplayPath) : null,
        contractDisplayPath,
        sidebarsFiles: sidebars.map((display) => ({ path: join(contentRoot, display), display })),
      });
    }
  }
  return sources;
}
