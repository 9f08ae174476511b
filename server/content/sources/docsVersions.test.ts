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
        instance: 'default',
        label: 'Next',
        dir: join(root, 'docs'),
        displayDir: 'docs',
        routeBase: '/docs',
        isLast: true,
        banner: null,
        badge: false,
        contractFile: join(root, 'api/openapi.yaml'),
        contractDisplayPath: 'api/openapi.yaml',
        sidebarsFiles: ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'].map((name) => ({
          path: join(root, name),
          display: name,
        })),
      },
    ]);
  });

  it('adds each version of versions.json: the newest at /docs, the current docs at /docs/next', async () => {
    const versions = await readDocsVersions(fixture);
    expect(versions.map(({ name, label, routeBase, displayDir }) => ({ name, label, routeBase, displayDir }))).toEqual([
      { name: 'current', label: 'Next', routeBase: '/docs/next', displayDir: 'docs' },
      { name: '1.0', label: '1.0', routeBase: '/docs', displayDir: 'versioned_docs/version-1.0' },
    ]);
  });

  it('reads each further docs folder with its own versions, as Docusaurus names their files', async () => {
    const root = await tempRoot({
      'docs/start.md': page,
      'docs/intro.md': '---\ntitle: Intro\ndescription: The docs at the site root.\nslug: /\n---\n\nText.\n',
      'community/start.md': page,
      'community_versions.json': '["2.0"]',
      'community_versioned_docs/version-2.0/start.md': page,
      'community_versioned_sidebars/version-2.0-sidebars.json': '{"main": ["start"]}',
    });
    const settings = {
      docs: { routeBase: '/', home: '/start', currentVersionLabel: 'Next', includeCurrentVersion: true },
      docsInstances: [
        { id: 'community', path: 'community', routeBase: '/community', versions: { current: { label: 'Edge' } } },
      ],
    };
    const versions = await readDocsVersions(root, settings);
    expect(
      versions.map(({ name, instance, label, routeBase, displayDir, isLast, contractFile }) => [
        name,
        instance,
        label,
        routeBase,
        displayDir,
        isLast,
        contractFile === null,
      ]),
    ).toEqual([
      ['current', 'default', 'Next', '/', 'docs', true, false],
      ['community/current', 'community', 'Edge', '/community/next', 'community', false, true],
      ['community/2.0', 'community', '2.0', '/community', 'community_versioned_docs/version-2.0', true, true],
    ]);
    expect(versions[2]?.sidebarsFiles).toEqual([
      {
        path: join(root, 'community_versioned_sidebars/version-2.0-sidebars.json'),
        display: 'community_versioned_sidebars/version-2.0-sidebars.json',
      },
    ]);
    const store = await buildPageStore(versions);
    expect(Object.keys(store.pages).sort()).toEqual([
      '/',
      '/community/next/start',
      '/community/start',
      '/search',
      '/start',
    ]);
    // The doc at the site root takes the home page's place.
    expect(store.pages['/']).toMatchObject({ kind: 'doc', title: 'Intro' });
    const communityPage = store.pages['/community/start'];
    if (communityPage?.kind !== 'doc') throw new Error('missing community page');
    expect(communityPage.versionLinks.map(({ name }) => name)).toEqual(['community/current', 'community/2.0']);
  });

  it('refuses a docs folder the settings name that is not there', async () => {
    const root = await tempRoot({ 'docs/start.md': page });
    const settings = {
      docs: { routeBase: '/docs', home: '/docs/start', currentVersionLabel: 'Next' },
      docsInstances: [{ id: 'community', path: 'community', routeBase: '/community' }],
    };
    await expect(readDocsVersions(root, settings)).rejects.toThrow(
      new Error('site.config.json docsInstances[0]: the docs folder community/ is missing'),
    );
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
      '/docs/getting-started',
      '/docs/ios/installation',
      '/docs/next/getting-started',
      '/docs/next/ios/badge',
      '/docs/next/ios/installation',
      '/search',
    ]);
    const old = store.pages['/docs/ios/installation'];
    if (old?.kind !== 'doc') throw new Error('missing 1.0 page');
    expect(old.version).toBe('1.0');
    expect(JSON.stringify(old.sidebar)).not.toContain('"/docs/next/');
    expect(old.prev).toEqual({ title: 'Get started', path: '/docs/getting-started' });
  });

  it('links each page to the same page in every version, or to that version’s first page', async () => {
    const store = await buildPageStore(await readDocsVersions(fixture));
    const links = (path: string) => {
      const found = store.pages[path];
      return found?.kind === 'doc' ? found.versionLinks : undefined;
    };
    expect(links('/docs/next/ios/installation')).toEqual([
      { name: 'current', label: 'Next', path: '/docs/next/ios/installation' },
      { name: '1.0', label: '1.0', path: '/docs/ios/installation' },
    ]);
    expect(links('/docs/next/ios/badge')).toEqual([
      { name: 'current', label: 'Next', path: '/docs/next/ios/badge' },
      { name: '1.0', label: '1.0', path: '/docs/getting-started' },
    ]);
    expect(store.versions.map(({ name, homePath, banner }) => [name, homePath, banner])).toEqual([
      ['current', '/docs/next/getting-started', 'unreleased'],
      ['1.0', '/docs/getting-started', null],
    ]);
  });

  it('checks links and names files from the repository root in every version', async () => {
    const root = await tempRoot({
      'docs/start.md': page,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/start.md': `${page}\n[gone](/docs/nowhere)\n`,
    });
    await expect(buildPageStore(await readDocsVersions(root))).rejects.toThrow(
      'versioned_docs/version-1.0/start.md:8 → /docs/nowhere (no such page)',
    );
  });
});
