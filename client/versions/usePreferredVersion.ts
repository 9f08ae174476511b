/** The reader's chosen docs version, for components; the server renders as if none was chosen. */
import { useSyncExternalStore } from 'react';
import { storedPreferredVersion, subscribeToPreferredVersion } from './preferredVersion.ts';

export function usePreferredVersionName(): string | null {
  return useSyncExternalStore(subscribeToPreferredVersion, storedPreferredVersion, () => null);
}
