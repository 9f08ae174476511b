/**
 * Markdown that site code imports goes through the docs' compile (siteMarkdown.ts): what fails in
 * it is named at its own file and line, through the import that loads it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../projectPaths.ts';
import { compilingMarkdown } from './sitePage.ts';
import { loadSiteModule, setSiteCodeRoots } from './siteModules.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portal-site-markdown-'));
  await mkdir(join(root, 'site/src'), { recursive: true });
  await mkdir(join(root, 'docs'), { recursive: true });
  await writeFile(join(root, 'site/src/_broken.md'), '# Broken\n\n![Gone](./gone.png)\n');
  await writeFile(join(root, 'site/src/Broken.jsx'), "import Text from './_broken.md';\nexport default Text;\n");
  setSiteCodeRoots({ siteDir: join(root, 'site'), contentRoot: root });
});
afterAll(async () => {
  setSiteCodeRoots({ siteDir: join(projectRoot, 'site'), contentRoot: projectRoot });
  await rm(root, { recursive: true, force: true });
});

describe('Markdown that site code imports', () => {
  it('names what fails in it at its own file:line, after the import that loads it', async () => {
    const location = { file: 'a.mdx', routeBase: '/docs', docsDir: join(root, 'docs') };
    const loaded = await compilingMarkdown.run({ location }, () =>
      loadSiteModule('@site/src/Broken', join(root, 'docs')),
    );
    expect(loaded).toEqual({
      ok: false,
      reason: 'site/src/Broken.jsx:1: site/src/_broken.md:3: "./gone.png": no such file (site/src/gone.png)',
    });
  });
});
