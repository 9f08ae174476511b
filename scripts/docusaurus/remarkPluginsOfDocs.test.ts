import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPluginOptions } from './docsPluginOptions.ts';
import { readDocusaurusConfig } from './readDocusaurusConfig.ts';

describe('remark plugins of the docs', () => {
  it('carries npm2yarn with its options and names each other plugin with the pages it ran on', async () => {
    const site = await mkdtemp(join(tmpdir(), 'docusaurus-plugins-'));
    await mkdir(join(site, 'docs', 'guides'), { recursive: true });
    for (const page of ['intro.md', 'guides/a.mdx', 'guides/b.md'])
      await writeFile(join(site, 'docs', page), '# Page\n');
    await writeFile(
      join(site, 'docusaurus.config.js'),
      `module.exports = {
  presets: [['classic', { docs: {
    remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true, converters: ['yarn', ['x', (code) => code]] }], require('remark-snackplayer')],
    rehypePlugins: [() => () => {}],
  } }]],
};`,
    );
    const read = await readDocusaurusConfig(join(site, 'docusaurus.config.js'));
    const options = docsPluginOptions(read.config, site);
    expect(options.remarkPlugins).toEqual([
      { name: '@docusaurus/remark-plugin-npm2yarn', options: { sync: true, converters: ['yarn', ['x', null]] } },
    ]);
    expect(options.notCarried).toEqual([
      'remarkPlugins "remark-snackplayer": not run here (the portal runs @docusaurus/remark-plugin-npm2yarn); 3 pages of the current docs went through it in Docusaurus',
      'rehypePlugins (a function written in the config): not run here (the portal runs @docusaurus/remark-plugin-npm2yarn); 3 pages of the current docs went through it in Docusaurus',
    ]);
  });
});
