/**
 * The theme folders of a config's installed plugins, found as Docusaurus finds them: presets
 * called for their plugins and themes, each plugin for its getThemePath().
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginThemes } from './pluginThemes.ts';

let siteDir: string;
const files: Record<string, string> = {
  'package.json': '{"name":"site"}',
  // A company preset: a plugin of its own with a theme, and the classic preset it wraps.
  'node_modules/docusaurus-preset-company/package.json': '{"name":"docusaurus-preset-company","main":"index.js"}',
  'node_modules/docusaurus-preset-company/index.js': `const path = require('path');
module.exports = function preset(context, options) {
  if (!context.siteDir) throw new Error('no siteDir');
  return {
    themes: [['@docusaurus/theme-classic', {}]],
    plugins: [function companyTheme() { return { name: 'company', getThemePath: () => path.join(__dirname, 'theme') }; }],
  };
};`,
  'node_modules/docusaurus-theme-brand/package.json': '{"name":"docusaurus-theme-brand","main":"index.js"}',
  'node_modules/docusaurus-theme-brand/index.js': `module.exports = () => ({ name: 'brand', getThemePath: () => require('path').join(__dirname, 'lib/theme') });`,
  'node_modules/docusaurus-plugin-broken/package.json': '{"name":"docusaurus-plugin-broken","main":"index.js"}',
  'node_modules/docusaurus-plugin-broken/index.js': `module.exports = () => { throw new Error('needs a real build'); };`,
  'node_modules/docusaurus-plugin-elsewhere/package.json': '{"name":"docusaurus-plugin-elsewhere","main":"index.js"}',
  'node_modules/docusaurus-plugin-elsewhere/index.js': `module.exports = () => ({ name: 'x', getThemePath: () => '/somewhere/else/theme' });`,
};

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'portal-plugin-themes-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(siteDir, path)), { recursive: true });
    await writeFile(join(siteDir, path), text);
  }
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

describe('the theme folders of the installed plugins a config lists', () => {
  it('calls presets and plugins as Docusaurus does, in its order, and names what it cannot read', async () => {
    const config = {
      baseUrl: '/',
      presets: [['company', { docs: {} }], 'classic'],
      plugins: ['broken', 'elsewhere', './src/plugins/local', 'not-installed'],
      themes: ['brand'],
    };
    const { themePaths, problems } = await pluginThemes(config, siteDir);
    expect(themePaths).toEqual([
      'node_modules/docusaurus-preset-company/theme',
      'node_modules/docusaurus-theme-brand/lib/theme',
    ]);
    expect(problems).toEqual([
      'plugin broken: could not be set up: needs a real build',
      "plugin elsewhere: its theme folder is outside the site's folder, so not carried (/somewhere/else/theme)",
    ]);
  });
});
