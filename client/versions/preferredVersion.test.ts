import { describe, expect, it, vi } from 'vitest';
import type { DocsVersion } from '../../shared/types.ts';
import { safeStorage, STORAGE_KEYS } from '../storage/browserStorage.ts';
import { failingStorage, memoryStorage } from '../storage/memoryStorage.ts';
import {
  preferredVersion,
  rememberPreferredVersion,
  storedPreferredVersion,
  subscribeToPreferredVersion,
  versionRootTarget,
} from './preferredVersion.ts';

const versions: DocsVersion[] = [
  { name: 'current', label: 'Next', homePath: '/docs/getting-started', routeBase: '/docs' },
  { name: '2.0', label: '2.0', homePath: '/docs/2.0/intro', routeBase: '/docs/2.0' },
  { name: '1.0', label: '1.0', homePath: '/docs/1.0/getting-started', routeBase: '/docs/1.0' },
];

describe('preferredVersion', () => {
  it('is the chosen version when it exists', () => {
    expect(preferredVersion(versions, '1.0')?.name).toBe('1.0');
  });

  it.each([null, 'gone', ''])('is the current version (listed first) for the choice %o', (chosen) => {
    expect(preferredVersion(versions, chosen)?.name).toBe('current');
  });

  it('is undefined without versions', () => {
    expect(preferredVersion([], '1.0')).toBeUndefined();
  });
});

describe('versionRootTarget', () => {
  it('sends /docs to the preferred version’s first page', () => {
    expect(versionRootTarget('/docs', versions, null)).toBe('/docs/getting-started');
    expect(versionRootTarget('/docs', versions, '1.0')).toBe('/docs/1.0/getting-started');
    expect(versionRootTarget('/docs', versions, 'removed')).toBe('/docs/getting-started');
  });

  it('sends /docs/<name> to that version’s first page, whatever the choice', () => {
    expect(versionRootTarget('/docs/2.0', versions, '1.0')).toBe('/docs/2.0/intro');
    expect(versionRootTarget('/docs/1.0', versions, null)).toBe('/docs/1.0/getting-started');
  });

  it.each(['/docs/ios/badge', '/docs/3.0', '/', '/search', '/docs/1.0/getting-started'])(
    'leaves %s alone (null)',
    (path) => {
      expect(versionRootTarget(path, versions, '1.0')).toBeNull();
    },
  );

  it('has nothing to say without versions', () => {
    expect(versionRootTarget('/docs', [], '1.0')).toBeNull();
  });
});

describe('the stored choice', () => {
  it('is kept under portal.docsVersion and read back', () => {
    const area = memoryStorage();
    const storage = safeStorage(() => area);
    expect(storedPreferredVersion(storage)).toBeNull();
    rememberPreferredVersion('1.0', storage);
    expect(area.items.get(STORAGE_KEYS.docsVersion)).toBe('1.0');
    expect(storedPreferredVersion(storage)).toBe('1.0');
  });

  it('tells subscribers, even when storage refuses to keep it', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPreferredVersion(listener);
    rememberPreferredVersion(
      '2.0',
      safeStorage(() => failingStorage()),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    rememberPreferredVersion(
      '1.0',
      safeStorage(() => memoryStorage()),
    );
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads as no choice when storage is blocked', () => {
    expect(storedPreferredVersion(safeStorage(() => failingStorage()))).toBeNull();
  });
});
