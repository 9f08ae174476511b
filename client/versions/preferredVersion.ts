/**
 * The docs version the reader chose in the dropdown, kept in localStorage (as Docusaurus does),
 * and where "the docs" lead given that choice.
 */
import type { DocsVersion } from '../../shared/types.ts';
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { DEFAULT_INSTANCE, mainVersion, versionsOfInstance } from '../../shared/docsVersionList.ts';

const listeners = new Set<() => void>();

export function storedPreferredVersion(storage: SafeStorage = localStore): string | null {
  return storage.read(STORAGE_KEYS.docsVersion);
}

/** Stores the choice and tells subscribers; if storage refuses, it holds until the next page load. */
export function rememberPreferredVersion(name: string, storage: SafeStorage = localStore): void {
  storage.write(STORAGE_KEYS.docsVersion, name);
  for (const listener of listeners) listener();
}

export function subscribeToPreferredVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen version if it still exists (in the default docs folder), else the main one. */
export function preferredVersion(versions: DocsVersion[], chosen: string | null): DocsVersion | undefined {
  return (
    versionsOfInstance(versions, DEFAULT_INSTANCE).find((version) => version.name === chosen) ?? mainVersion(versions)
  );
}

/**
 * Where a link to a version's root leads: `/docs` to the preferred version's first page,
 * `/docs/<name>` to that version's first page. Null for any other path.
 */
export function versionRootTarget(pathname: string, versions: DocsVersion[], chosen: string | null): string | null {
  const root = versions.find((version) => version.routeBase === pathname);
  if (!root || root.rootIsPage) return null;
  return root === mainVersion(versions) ? (preferredVersion(versions, chosen)?.homePath ?? null) : root.homePath;
}
