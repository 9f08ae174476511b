/**
 * Where a moved-in site's docs plugin instances go in the portal, and the docs settings that serve
 * them at their Docusaurus addresses: the first instance (the default one, when there is one) is the
 * portal's `docs/` with `versions.json`, `versioned_docs/`, `versioned_sidebars/`; each other one is
 * `<id>_docs/` with Docusaurus's own `<id>_versions.json`, `<id>_versioned_docs/`,
 * `<id>_versioned_sidebars/`, and its sidebars file as `<id>_sidebars.<ext>`. The `<id>_` names can
 * never meet the portal's own folders (`server/`, `api/`…), whatever the ids.
 */
import { extname } from 'node:path';
import type { SiteSettings } from '../../shared/types.ts';
import { DEFAULT_INSTANCE } from '../../shared/docsVersionList.ts';
import { CURRENT_VERSION } from '../../server/content/sources/versionRules.ts';
import type { DocsPluginOptions } from './docsPluginOptions.ts';

export interface DocsFolder {
  options: DocsPluginOptions;
  /** The instance's id in the portal: `default` for the first. */
  instance: string;
  /** Its current docs' folder in the portal: `docs`, `architecture_docs`. */
  folder: string;
  /** Prefix of its versioning files: `` or `architecture_`. */
  prefix: string;
  /** Its sidebars file in the portal, when it has one: `sidebars.js`, `architecture_sidebars.ts`. */
  sidebarsFile: string | null;
}

export function docsFolders(instances: DocsPluginOptions[]): DocsFolder[] {
  return instances.map((options, index) => {
    const instance = index === 0 ? DEFAULT_INSTANCE : options.id;
    const prefix = index === 0 ? '' : `${instance}_`;
    const sidebarsFile = options.sidebarPath && `${prefix}sidebars${extname(options.sidebarPath) || '.js'}`;
    return { options, instance, folder: index === 0 ? 'docs' : `${prefix}docs`, prefix, sidebarsFile };
  });
}

/** `` (Docusaurus's `routeBasePath: '/'`) → `/`, `docs` → `/docs`. */
const routeBaseOf = (options: DocsPluginOptions) => `/${options.routeBasePath}`;

/** site.config.json's `docs` (but its `home`, which needs the pages) and `docsInstances`. */
export function docsSettings(
  folders: DocsFolder[],
): Omit<SiteSettings['docs'], 'home'> & { instances: NonNullable<SiteSettings['docsInstances']> } {
  const [first, ...others] = folders;
  if (!first) throw new Error('the site has no docs plugin (the classic preset’s docs, or plugin-content-docs)');
  return {
    routeBase: routeBaseOf(first.options),
    currentVersionLabel: first.options.currentVersionLabel,
    ...first.options.versioning,
    instances: others.map(({ options, instance, folder, sidebarsFile }) => ({
      id: instance,
      path: folder,
      routeBase: routeBaseOf(options),
      ...(sidebarsFile ? { sidebarPath: sidebarsFile } : {}),
      ...(options.currentVersionLabel === 'Next' ? {} : { currentVersionLabel: options.currentVersionLabel }),
      ...options.versioning,
    })),
  };
}

/**
 * A checkout may lack versions its config names (a versions.json left out, a version not cut
 * there): Docusaurus would stop; the import leaves those options out, names each, and serves the
 * versions there are. `versionNames` gives each placed folder's versions.json list.
 */
export function leaveOutUnknownVersions(
  folders: DocsFolder[],
  versionNames: (folder: DocsFolder) => string[],
): string[] {
  const notCarried: string[] = [];
  for (const folder of folders) {
    const names = versionNames(folder);
    const versioning = folder.options.versioning;
    const served = versioning.includeCurrentVersion === false ? names : [CURRENT_VERSION, ...names];
    const known = (name: string) => name === CURRENT_VERSION || names.includes(name);
    const where = `docs plugin "${folder.options.id}"`;
    const listed = names.length > 0 ? names.join(', ') : 'none';
    for (const name of Object.keys(versioning.versions ?? {})) {
      if (known(name)) continue;
      delete versioning.versions?.[name];
      notCarried.push(`${where}: versions.${name}: not a version of this checkout (versions.json lists ${listed})`);
    }
    if (versioning.onlyIncludeVersions?.some((name) => !served.includes(name))) {
      const kept = versioning.onlyIncludeVersions.filter((name) => served.includes(name));
      notCarried.push(
        `${where}: onlyIncludeVersions ${versioning.onlyIncludeVersions.filter((name) => !kept.includes(name)).join(', ')}: not versions of this checkout`,
      );
      if (kept.length > 0) versioning.onlyIncludeVersions = kept;
      else delete versioning.onlyIncludeVersions;
    }
    if (versioning.lastVersion !== undefined && !served.includes(versioning.lastVersion)) {
      notCarried.push(`${where}: lastVersion ${versioning.lastVersion}: not a version of this checkout`);
      delete versioning.lastVersion;
    }
  }
  return notCarried;
}
