import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../server/projectPaths.ts';
import { isStandIn, moduleNameOf } from '../../server/content/siteModules/standIn.ts';
import { readDocusaurusConfig } from './readDocusaurusConfig.ts';

async function config(name: string, source: string, others: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docusaurus-config-'));
  for (const [path, text] of Object.entries({ [name]: source, ...others })) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return join(dir, name);
}

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

  it('stands in for modules missing at any depth: a local file’s package, require.resolve, dynamic import', async () => {
    const file = await config(
      'website/docusaurus.config.js',
      `const blog = { include: ['**/*.{md,mdx}'] }; // a glob holding "/*" inside a string
const theme = require('./src/prism/themeLight.js');
module.exports = async () => ({
  title: 'Deep',
  blog,
  theme,
  css: require.resolve('react-tweet/theme.css'),
  plugin: (await import('some-esm-plugin')).default,
});`,
      {
        'website/src/prism/themeLight.js': `const { themes } = require('prism-react-renderer');\nmodule.exports = { ...themes.github, plain: { color: '#000' } };\n`,
      },
    );
    const read = await readDocusaurusConfig(file);
    expect(read.standIns).toEqual(['prism-react-renderer', 'react-tweet/theme.css', 'some-esm-plugin']);
    expect(read.config).toMatchObject({
      title: 'Deep',
      blog: { include: ['**/*.{md,mdx}'] },
      theme: { plain: { color: '#000' } },
    });
    expect(isStandIn(read.config.plugin)).toBe(true);
    expect(moduleNameOf(read.config.plugin)).toBe('some-esm-plugin');
  });

  it('stands in for what the config loads through Node’s own require (createRequire), past jiti', async () => {
    const file = await config(
      'docusaurus.config.mjs',
      `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { title: 'Native', customCss: [require.resolve('react-tweet/theme.css')], theme: require('prism-native') };\n`,
    );
    const read = await readDocusaurusConfig(file);
    expect(read.standIns.sort()).toEqual(['prism-native', 'react-tweet/theme.css']);
    expect(read.config.title).toBe('Native');
    expect(isStandIn(read.config.theme)).toBe(true);
  });

  it('uses the site’s own node_modules, beside the config or at a monorepo’s root, and names each package', async () => {
    const pkg = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }),
      [`node_modules/${name}/index.js`]: `module.exports = function ${name.replace(/\W/g, '_')}() {};\n`,
    });
    const file = await config(
      'website/docusaurus.config.js',
      `module.exports = { root: require('root-plugin'), near: require('near-plugin') };`,
      {
        ...pkg('root-plugin'),
        ...Object.fromEntries(Object.entries(pkg('near-plugin')).map(([k, v]) => [`website/${k}`, v])),
      },
    );
    const read = await readDocusaurusConfig(file);
    expect(read.standIns).toEqual([]);
    expect(isStandIn(read.config.root)).toBe(false);
    expect(moduleNameOf(read.config.root)).toBe('root-plugin');
    expect(moduleNameOf(read.config.near)).toBe('near-plugin');
  });

  it('reads a file the config reads that is absent as empty, and names it', async () => {
    const file = await config(
      'docusaurus.config.js',
      `const fs = require('fs');\nconst announcement = fs.readFileSync(__dirname + '/announcement.txt', 'utf8');\nmodule.exports = { title: 'T', announcement };\n`,
    );
    const read = await readDocusaurusConfig(file);
    expect(read.config).toMatchObject({ title: 'T', announcement: '' });
    expect(read.absentFiles).toEqual(['announcement.txt']);
  });

  it('names the local file and line an error comes from, and the config that loads it', async () => {
    const file = await config('docusaurus.config.js', `const x = require('./src/bad.js');\nmodule.exports = { x };\n`, {
      'src/bad.js': `const ok = 1;\nmodule.exports = ok + notDefinedHere;\n`,
    });
    const error = await readDocusaurusConfig(file).catch((caught: Error) => caught);
    expect((error as Error).message).toMatch(
      /src\/bad\.js:2: cannot be evaluated \(loaded by .*docusaurus\.config\.js\): notDefinedHere is not defined$/,
    );
  });

  it('evaluates the config without the process’s secrets: customFields hold none, and the variables read are named', async () => {
    const secret = 'postgresql://portal:hunter2-secret@db.internal/sandbox';
    vi.stubEnv('SANDBOX_DATABASE_URL', secret);
    vi.stubEnv('ALGOLIA_API_KEY', 'algolia-admin-key');
    vi.stubEnv('ALGOLIA_APP_ID', 'APP42');
    vi.stubEnv('DOCS_SITE_ENV', 'ALGOLIA_APP_ID');
    const file = await config(
      'docusaurus.config.js',
      `const search = require('./search.js');
module.exports = {
  title: 'Env site',
  customFields: {
    database: process.env.SANDBOX_DATABASE_URL,
    environment: { ...process.env },
    mode: process.env.NODE_ENV,
    search,
  },
};`,
      {
        'search.js': `module.exports = { appId: process.env.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_API_KEY ?? 'none' };`,
      },
    );
    const read = await readDocusaurusConfig(file);
    expect(JSON.stringify(read.config)).not.toMatch(/hunter2|algolia-admin-key/);
    expect(read.config.customFields).toEqual({
      environment: { NODE_ENV: process.env.NODE_ENV, ALGOLIA_APP_ID: 'APP42' },
      mode: process.env.NODE_ENV,
      search: { appId: 'APP42', apiKey: 'none' },
    });
    expect(read.envNotPassed).toEqual(['ALGOLIA_API_KEY', 'SANDBOX_DATABASE_URL']);
    expect(process.env.SANDBOX_DATABASE_URL).toBe(secret);
  });
});
