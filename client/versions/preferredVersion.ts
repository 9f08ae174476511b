/**
 * The docs version the reader chose in the dropdown, kept in localStorage (as Docusaurus does),
 * and where "the docs" lead given that choice.
 */
import type { DocsVersion } from '../../shared/types.ts';
import { localStore, type SafeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';

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

/** The chosen version if it still exists, else the current one (listed first). */
export function preferredVersion(versions: DocsVersion[], chosen: string | null): DocsVersion | undefined {
  return versions.find((version) => version.name === chosen) ?? versions[0];
}

/**
 * Where a link to a version's root leads: `/docs` to the preferred version's first page,
 * `/docs/<name>` to that version's first page. Null for any other path.
 */
export function versionRootTarget(pathname: string, versions: DocsVersion[], chosen: string | null): string | null {
  const current = versions[0];
  if (current && pathname === current.routeBase) return preferredVersion(versions, chosen)?.homePath ?? null;
  return versions.find((version) => version.routeBase === pathname)?.homePath ?? null;
}
