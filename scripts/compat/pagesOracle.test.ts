import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileToPath, pagesExpectation } from './pagesOracle.ts';

describe('fileToPath', () => {
  it.each([
    ['index.js', '/'],
    ['help.md', '/help'],
    ['showcase/index.tsx', '/showcase/'],
    ['versions.jsx', '/versions'],
    ['a/b/c.mdx', '/a/b/c'],
  ])('%s → %s', (file, path) => expect(fileToPath(file)).toBe(path));
});

describe('pagesExpectation', () => {
  let site = '';
  afterEach(async () => {
    if (site) await rm(site, { recursive: true, force: true });
  });

  const write = async (files: Record<string, string>) => {
    site = await mkdtemp(join(tmpdir(), 'pages-oracle-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(join(site, file, '..'), { recursive: true });
      await writeFile(join(site, file), text);
    }
  };

  it('lists the classic preset’s pages under the base URL, leaving out partials, tests, drafts and other files', async () => {
    await write({
      'docusaurus.config.js': "module.exports = { baseUrl: '/site/', presets: [['classic', {}]] };",
      'src/pages/index.js': 'export default () => null;',
      'src/pages/help.md': '# Help',
      'src/pages/draft.md': '---\ndraft: true\n---\n# Draft',
      'src/pages/showcase/index.tsx': 'export default () => null;',
      'src/pages/showcase/styles.module.css': '.a {}',
      'src/pages/_partial.mdx': 'x',
      'src/pages/_components/Card.js': 'x',
      'src/pages/index.test.js': 'x',
    });
    const { routes, notes } = await pagesExpectation(site);
    expect(routes).toEqual([
      { permalink: '/site/', file: 'src/pages/index.js', format: 'react' },
      { permalink: '/site/help', file: 'src/pages/help.md', format: 'markdown' },
      { permalink: '/site/showcase/', file: 'src/pages/showcase/index.tsx', format: 'react' },
    ]);
    expect(notes).toEqual([]);
  });

  it('reads a pages plugin of its own, at its route base, and none for `pages: false`', async () => {
    await write({
      'docusaurus.config.js':
        "module.exports = { presets: [['classic', { pages: false }]], plugins: [['@docusaurus/plugin-content-pages', { path: 'landing', routeBasePath: 'home' }]] };",
      'src/pages/index.js': 'x',
      'landing/index.md': '# Home',
    });
    expect((await pagesExpectation(site)).routes).toEqual([
      { permalink: '/home/', file: 'landing/index.md', format: 'markdown' },
    ]);
  });
});
