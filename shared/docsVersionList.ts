/**
 * Reading the site's docs versions (PageBase.docsVersions), the same way on both sides: they are
 * listed folder by folder, each folder's in Docusaurus's order (the current docs first, then
 * versions.json's), so the version readers land on is not always the first.
 */
import type { DocsVersion } from './types.ts';

/** The id Docusaurus gives the docs plugin instance without one: the folder `docs/`. */
export const DEFAULT_INSTANCE = 'default';

/** The version `/docs` serves: the default folder's last version (Docusaurus's `lastVersion`). */
export function mainVersion<Version extends Pick<DocsVersion, 'instance' | 'isLast'>>(
  versions: readonly Version[],
): Version | undefined {
  return versions.find((version) => version.instance === DEFAULT_INSTANCE && version.isLast) ?? versions[0];
}

/** The versions of one docs folder, in their order: what a version dropdown offers. */
export function versionsOfInstance(versions: readonly DocsVersion[], instance: string): DocsVersion[] {
  return versions.filter((version) => version.instance === instance);
}
