import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { setSiteCodeRoots } from '../../server/content/markdown/siteCode/siteModules.ts';
import { loadDocs } from '../../server/content/sources/loadDocs.ts';
import { placeSiteCode } from './placeSiteCode.ts';

const made: string[] = [];
afterEach(async () => {
  setSiteCodeRoots({ siteDir: join(projectRoot, 'site'), contentRoot: projectRoot });
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'place-site-code-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

const SITE = {
  'docusaurus.config.js': 'module.exports = {};\n',
  'src/components/Hello.jsx':
    "import shout from 'shout';\nexport default function Hello() { return <b>{shout('hi')}</b>; }\n",
  'core/constants.js': 'export const version = "1.2";\n',
  'node_modules/shout/index.js': 'module.exports = (text) => text.toUpperCase();\n',
  'node_modules/shout/package.json': '{"name":"shout","main":"index.js"}',
  'docs/a.md': '# A\n',
  'versioned_docs/version-1/a.md': '# A\n',
  'versioned_sidebars/version-1-sidebars.json': '{}',
  'versions.json': '["1"]',
  'community_versions.json': '["1"]',
  'community_versioned_docs/version-1/b.md': '# B\n',
  'community/c.md': '# C\n',
  'community/img/c.png': 'png',
  'static/img/logo.png': 'png',
  'blog/2024-01-01-hello.md': '# Hello\n',
  'build/index.html': '<html></html>',
  '.docusaurus/registry.js': '',
};

describe('placeSiteCode', () => {
  it('copies the site’s code and its node_modules into site/, and nothing that is not code', async () => {
    const site = await folder(SITE);
    const portal = await folder({ 'site/left-from-before.js': '' });
    const lines = await placeSiteCode(site, portal);
    expect(lines).toEqual([
      'site code: community_versions.json, core, docusaurus.config.js, src, versions.json → site/ (what the docs import as @site/…)',
      'node_modules/ → site/node_modules/ (the packages the docs’ code imports)',
    ]);
    // The versions files too: a page listing the versions imports them.
    expect((await readdir(join(portal, 'site'))).sort()).toEqual([
      'community_versions.json',
      'core',
      'docusaurus.config.js',
      'node_modules',
      'src',
      'versions.json',
    ]);
    expect(await readFile(join(portal, 'site/core/constants.js'), 'utf8')).toBe(SITE['core/constants.js']);
    expect(await readFile(join(portal, 'site/node_modules/shout/index.js'), 'utf8')).toContain('toUpperCase');
  });

  it('says when the site has no node_modules', async () => {
    const site = await folder({ 'src/x.js': 'export default 1;\n' });
    const portal = await folder({});
    expect(await placeSiteCode(site, portal)).toEqual([
      'site code: src → site/ (what the docs import as @site/…)',
      'no node_modules/ in the site: a package its docs import fails where it is used (install the site’s packages, then import again)',
    ]);
  });

  it('lets the docs’ @site/… imports and the packages they use resolve once placed', async () => {
    const site = await folder(SITE);
    const portal = await folder({
      'docs/page.mdx':
        "import Hello from '@site/src/components/Hello';\nimport {version} from '@site/core/constants';\n\nSay <Hello /> {version}\n",
    });
    await placeSiteCode(site, portal);
    setSiteCodeRoots({ siteDir: join(portal, 'site'), contentRoot: portal });
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'throw');
    const { docs } = await loadDocs(join(portal, 'docs'), { markdownFormat: 'mdx' });
    expect(docs[0]?.html).toBe('<p>Say <b>HI</b> 1.2</p>');
  });
});
