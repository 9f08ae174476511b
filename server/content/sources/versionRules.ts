/**
 * Which versions of a docs folder are served, where and under which label, by Docusaurus's rules
 * (plugin-content-docs, versions/index.ts): `lastVersion` (the newest of versions.json, else the
 * current docs) at the route base, the current docs at `<route base>/next`, any other version at
 * `<route base>/<name>`; `includeCurrentVersion`, `onlyIncludeVersions` and `versions.<name>`
 * (`path`, `label`, `banner`, `badge`) as Docusaurus reads them. One module for both the build and
 * the importer, so an imported site's addresses are the ones its readers know.
 */
import type { DocsVersioning } from '../../../shared/siteSettingsSchema.ts';
import { joinRoute } from '../../../shared/docsRoutes.ts';

export const CURRENT_VERSION = 'current';

export type VersionBanner = 'unreleased' | 'unmaintained';

export interface ServedVersion {
  /** `current`, or a name from versions.json. */
  versionName: string;
  label: string;
  /** Route prefix of its pages: `/docs`, `/docs/next`, `/docs/1.0`, `/` at the site root. */
  routeBase: string;
  /** Served at the route base itself (Docusaurus's `isLast`): the version readers land on. */
  isLast: boolean;
  /** The notice above its pages: newer than the last version, or older; null for the last one. */
  banner: VersionBanner | null;
  /** Whether its pages show a "Version: …" badge (by default, when more than one version is served). */
  badge: boolean;
}

/** Where an option comes from, for messages: `site.config.json docs`, `… docsInstances[0]`. */
type Place = string;

/**
 * `versionNames` is versions.json's list (newest first). Throws one line per misconfiguration,
 * naming the option, as Docusaurus refuses them.
 */
export function servedVersions(
  versionNames: string[],
  options: DocsVersioning,
  { routeBase, currentLabel, place }: { routeBase: string; currentLabel: string; place: Place },
): ServedVersion[] {
  const includeCurrent = options.includeCurrentVersion ?? true;
  const all = [...(includeCurrent ? [CURRENT_VERSION] : []), ...versionNames];
  const known = (name: string) => name === CURRENT_VERSION || versionNames.includes(name);
  const list = (names: string[]) => names.join(', ') || 'none';
  if (all.length === 0)
    throw new Error(`${place}: includeCurrentVersion is false and versions.json lists no version: nothing to serve`);
  for (const name of Object.keys(options.versions ?? {}))
    if (!known(name)) throw new Error(`${place}.versions: "${name}" is not a version (${list(all)})`);
  for (const name of options.onlyIncludeVersions ?? [])
    if (!all.includes(name)) throw new Error(`${place}.onlyIncludeVersions: "${name}" is not a version (${list(all)})`);
  const names = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions?.includes(name)) : all;
  if (names.length === 0) throw new Error(`${place}.onlyIncludeVersions: names no version`);
  const last = options.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!names.includes(last))
    throw new Error(`${place}.lastVersion: "${last}" is not a served version (${list(names)})`);
  return names.map((versionName) => {
    const own = options.versions?.[versionName] ?? {};
    const defaultPath = versionName === last ? '' : versionName === CURRENT_VERSION ? 'next' : versionName;
    const defaultBanner =
      versionName === last ? null : names.indexOf(versionName) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
    return {
      versionName,
      label: own.label ?? (versionName === CURRENT_VERSION ? currentLabel : versionName),
      routeBase: joinRoute(routeBase, own.path ?? defaultPath),
      isLast: versionName === last,
      banner: own.banner === undefined ? defaultBanner : own.banner === 'none' ? null : own.banner,
      badge: own.badge ?? names.length !== 1,
    };
  });
}
