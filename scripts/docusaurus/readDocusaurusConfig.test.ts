import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { isStandIn, moduleSpecifiers, readDocusaurusConfig } from './readDocusaurusConfig.ts';

async function config(name: string, source: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docusaurus-config-'));
  const file = join(dir, name);
  await writeFile(file, source);
  return file;
}

describe('moduleSpecifiers', () => {
  it('names required and imported modules, not type-only imports nor JSDoc types', () => {
    const source = [
      "import type { Config } from '@docusaurus/types';",
      "import { themes } from 'prism-react-renderer';",
      "import path from 'node:path';",
      "/** @type {import('@docusaurus/preset-classic').Options} */",
      "const a = require('prism-react-renderer/themes/github'), b = require.resolve('./sidebars.js');",
      "const url = 'https://example.com'; // require('commented')",
    ].join('\n');
    expect(moduleSpecifiers(source).sort()).toEqual([
      './sidebars.js',
      'node:path',
      'prism-react-renderer',
      'prism-react-renderer/themes/github',
    ]);
  });
});

describe('readDocusaurusConfig', () => {
  it('evaluates a CommonJS config that requires packages not installed, with stand-ins it names', async () => {
    const file = await config(
      'docusaurus.config.js',
      `const lightCodeTheme = require('prism-react-renderer/themes/github');
module.exports = {
  title: 'Site',
  baseUrl: process.env.NOT_SET_HERE ? '/' : '/site/',
  presets: [['classic', { docs: { remarkPlugins: [[require('some-remark-plugin'), { sync: true }]] } }]],
  themeConfig: { prism: { theme: lightCodeTheme }, footer: { copyright: \`© \${new Date().getFullYear()} \${lightCodeTheme.name} Me\` } },
};`,
    );
    const read = await readDocusaurusConfig(file);
    expect(read.standIns).toEqual(['prism-react-renderer/themes/github', 'some-remark-plugin']);
    expect(read.config).toMatchObject({ title: 'Site', baseUrl: '/site/' });
    const themeConfig = read.config.themeConfig as { prism: { theme: unknown }; footer: { copyright: string } };
    expect(isStandIn(themeConfig.prism.theme)).toBe(true);
    expect(themeConfig.footer.copyright).toMatch(/^© \d{4} {2}Me$/);
  });

  it('evaluates an ESM TypeScript config exporting a function', async () => {
    const file = await config(
      'docusaurus.config.ts',
      `import type { Config } from '@docusaurus/types';
import { themes as prismThemes } from 'prism-react-renderer';
export default async function createConfig(): Promise<Config> {
  return { title: 'TS site', themeConfig: { prism: { theme: prismThemes.github } } } as Config;
}`,
    );
    const read = await readDocusaurusConfig(file);
    expect(read.standIns).toEqual(['prism-react-renderer']);
    expect(read.config.title).toBe('TS site');
  });

  it('reads the fixture site’s config', async () => {
    const read = await readDocusaurusConfig(join(projectRoot, 'tests/fixtures/docusaurus-site/docusaurus.config.js'));
    expect(read.config).toMatchObject({ title: 'Rocket Docs', baseUrl: '/', onBrokenAnchors: 'warn' });
    expect(read.standIns).toEqual(['prism-react-renderer']);
  });

  it('names file and line in one line when the config throws', async () => {
    const file = await config(
      'docusaurus.config.js',
      `const a = 1;\nmodule.exports = {\n  title: missingVariable,\n};\n`,
    );
    const error = await readDocusaurusConfig(file).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(
      /docusaurus\.config\.js:3: cannot be evaluated: missingVariable is not defined$/,
    );
  });

  it('names file and line when the config does not parse', async () => {
    const file = await config('docusaurus.config.js', `module.exports = {\n  title: 'x',,\n};\n`);
    const error = await readDocusaurusConfig(file).catch((caught: Error) => caught);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toMatch(/docusaurus\.config\.js:2: cannot be evaluated: /);
  });
});
