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

const version = (name: string, routeBase: string, homePath: string, more: Partial<DocsVersion> = {}): DocsVersion => ({
  name,
  instance: 'default',
  label: name,
  homePath,
  routeBase,
  isLast: false,
  banner: null,
  badge: true,
  rootIsPage: false,
  ...more,
});
// As Docusaurus serves them: the newest version at /docs, the current docs at /docs/next.
const versions: DocsVersion[] = [
  version('current', '/docs/next', '/docs/next/getting-started', { label: 'Next' }),
  version('2.0', '/docs', '/docs/intro', { isLast: true }),
  version('1.0', '/docs/1.0', '/docs/1.0/getting-started'),
  version('community/current', '/community', '/community/welcome', { instance: 'community', isLast: true }),
  version('blog/current', '/blog', '/blog/first', { instance: 'blog', isLast: true, rootIsPage: true }),
];

describe('preferredVersion', () => {
  it('is the chosen version when it exists', () => {
    expect(preferredVersion(versions, '1.0')?.name).toBe('1.0');
  });

  it.each([null, 'gone', '', 'community/current'])('is the main version (at /docs) for the choice %o', (chosen) => {
    expect(preferredVersion(versions, chosen)?.name).toBe('2.0');
  });

  it('is undefined without versions', () => {
    expect(preferredVersion([], '1.0')).toBeUndefined();
  });
});

describe('versionRootTarget', () => {
  it('sends /docs to the preferred version’s first page', () => {
    expect(versionRootTarget('/docs', versions, null)).toBe('/docs/intro');
    expect(versionRootTarget('/docs', versions, '1.0')).toBe('/docs/1.0/getting-started');
    expect(versionRootTarget('/docs', versions, 'current')).toBe('/docs/next/getting-started');
    expect(versionRootTarget('/docs', versions, 'removed')).toBe('/docs/intro');
  });

  it('sends /docs/<name> to that version’s first page, whatever the choice', () => {
    expect(versionRootTarget('/docs/next', versions, '1.0')).toBe('/docs/next/getting-started');
    expect(versionRootTarget('/docs/1.0', versions, null)).toBe('/docs/1.0/getting-started');
    expect(versionRootTarget('/community', versions, '1.0')).toBe('/community/welcome');
  });

  it.each(['/docs/ios/badge', '/docs/3.0', '/docs/2.0', '/', '/search', '/docs/1.0/getting-started', '/blog'])(
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
