import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, standIn } from '../../server/content/siteModules/standIn.ts';
import { candidateNames, pluginsNotInstalled } from './pluginsNotInstalled.ts';

let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'portal-plugins-'));
  await writeFile(join(siteDir, 'package.json'), '{"name":"site"}');
  for (const name of ['docusaurus-plugin-sass', '@acme/docusaurus-theme-brand']) {
    await mkdir(join(siteDir, 'node_modules', name), { recursive: true });
    await writeFile(join(siteDir, 'node_modules', name, 'package.json'), `{"name":"${name}","main":"index.js"}`);
    await writeFile(join(siteDir, 'node_modules', name, 'index.js'), 'module.exports = () => ({});');
  }
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

describe('the plugins, presets and themes a config names that are not installed', () => {
  it('tries the names Docusaurus tries, shorthands included', () => {
    expect(candidateNames('sass', 'plugin')).toEqual(['sass', '@docusaurus/plugin-sass', 'docusaurus-plugin-sass']);
    expect(candidateNames('@acme/brand', 'theme')).toEqual(['@acme/brand', '@acme/docusaurus-theme-brand']);
    expect(candidateNames('@acme', 'preset')).toEqual(['@acme/docusaurus-preset']);
  });

  it('names each missing one by its package, leaving out Docusaurus’s own, local plugins and installed ones', () => {
    const config = {
      presets: [
        ['classic', {}],
        ['docusaurus-plugin-internaldocs-fb/docusaurus-preset', {}],
      ],
      plugins: [
        'sass',
        './src/plugins/local',
        () => ({ name: 'inline' }),
        ['@docusaurus/plugin-client-redirects', {}],
        'content-blog',
        'docusaurus-plugin-typedoc',
        [named(standIn('docusaurus-lunr-search'), 'docusaurus-lunr-search'), {}],
      ],
      themes: ['@acme/brand', '@other/fancy'],
    };
    expect(pluginsNotInstalled(config, siteDir)).toEqual([
      '@other/fancy',
      'docusaurus-lunr-search',
      'docusaurus-plugin-internaldocs-fb',
      'docusaurus-plugin-typedoc',
    ]);
  });
});
