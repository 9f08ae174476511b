import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../projectPaths.ts';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../pageStore/buildPageStore.ts';
import { readDocsVersions } from './docsVersions.ts';

const fixture = join(projectRoot, 'tests/fixtures/versioned-site');
const tempRoot = tempDocsWriter();
const page = '---\ntitle: Start\ndescription: Start here.\n---\n\nText.\n';

describe('readDocsVersions', () => {
  it('has only the current docs, labelled Next, without versions.json', async () => {
    const root = await tempRoot({ 'docs/start.md': page });
    expect(await readDocsVersions(root)).toEqual([
      {
        name: 'current',
        label: 'Next',
        dir: join(root, 'docs'),
        displayDir: 'docs',
        routeBase: '/docs',
        contractFile: join(root, 'api/openapi.yaml'),
        contractDisplayPath: 'api/openapi.yaml',
        sidebarsFiles: ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'].map((name) => ({
          path: join(root, name),
          display: name,
        })),
      },
    ]);
  });

  it('adds each version of versions.json, served under /docs/<name>', async () => {
    const versions = await readDocsVersions(fixture);
    expect(versions.map(({ name, label, routeBase, displayDir }) => ({ name, label, routeBase, displayDir }))).toEqual([
      { name: 'current', label: 'Next', routeBase: '/docs', displayDir: 'docs' },
      { name: '1.0', label: '1.0', routeBase: '/docs/1.0', displayDir: 'versioned_docs/version-1.0' },
    ]);
  });

  it.each([
    ['{"1.0"', /^versions\.json: invalid JSON/],
    ['{"name": "1.0"}', 'versions.json: must be an array of version names such as ["1.0"]'],
    ['["../escape"]', 'versions.json: must be an array of version names such as ["1.0"]'],
    ['["2.0"]', 'versions.json lists "2.0" but versioned_docs/version-2.0/ is missing'],
  ])('rejects versions.json %s', async (json, message) => {
    const root = await tempRoot({ 'docs/start.md': page, 'versions.json': json });
    await expect(readDocsVersions(root)).rejects.toThrow(message);
  });
});

describe('a two-version page store', () => {
  it('serves each version under its prefix, with its own sidebar and reading order', async () => {
    const store = await buildPageStore(await readDocsVersions(fixture));
    expect(Object.keys(store.pages).sort()).toEqual([
      '/',
      '/docs/1.0/getting-started',
      '/docs/1.0/ios/installation',
      '/docs/getting-started',
      '/docs/ios/badge',
      '/docs/ios/installation',
      '/search',
    ]);
    const old = store.pages['/docs/1.0/ios/installation'];
    if (old?.kind !== 'doc') throw new Error('missing 1.0 page');
    expect(old.version).toBe('1.0');
    expect(JSON.stringify(old.sidebar)).not.toContain('"/docs/ios/');
    expect(old.prev).toEqual({ title: 'Get started', path: '/docs/1.0/getting-started' });
  });

  it('links each page to the same page in every version, or to that version’s first page', async () => {
    const store = await buildPageStore(await readDocsVersions(fixture));
    const links = (path: string) => {
      const found = store.pages[path];
      return found?.kind === 'doc' ? found.versionLinks : undefined;
    };
    expect(links('/docs/ios/installation')).toEqual([
      { name: 'current', label: 'Next', path: '/docs/ios/installation' },
      { name: '1.0', label: '1.0', path: '/docs/1.0/ios/installation' },
    ]);
    expect(links('/docs/ios/badge')).toEqual([
      { name: 'current', label: 'Next', path: '/docs/ios/badge' },
      { name: '1.0', label: '1.0', path: '/docs/1.0/getting-started' },
    ]);
    expect(store.versions.map(({ name, homePath }) => [name, homePath])).toEqual([
      ['current', '/docs/getting-started'],
      ['1.0', '/docs/1.0/getting-started'],
    ]);
  });

  it('checks links and names files from the repository root in every version', async () => {
    const root = await tempRoot({
      'docs/start.md': page,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/start.md': `${page}\n[gone](/docs/1.0/nowhere)\n`,
    });
    await expect(buildPageStore(await readDocsVersions(root))).rejects.toThrow(
      'versioned_docs/version-1.0/start.md:8 → /docs/1.0/nowhere (no such page)',
    );
  });
});
