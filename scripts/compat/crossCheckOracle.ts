/**
 * Compares docusaurusOracle.ts with Docusaurus itself, by hand, outside `npm test`: the real
 * `@docusaurus/plugin-content-docs` (not a dependency of the portal: about 160 MB and 830 packages
 * more in `npm ci`, see README.md) is installed in a folder of its own and its `loadContent()` run
 * on each site, without a bundler or a browser. Prints every doc permalink, version path and
 * sidebar page on which the two differ.
 *
 *   mkdir /tmp/docusaurus-oracle && cd /tmp/docusaurus-oracle && npm init -y \
 *     && npm install @docusaurus/plugin-content-docs@3.10.2 react@18 react-dom@18
 *   NODE_ENV=production npx tsx scripts/compat/crossCheckOracle.ts /tmp/docusaurus-oracle <site folder>...
 *
 * NODE_ENV=production: drafts are left out as in a production build.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findConfigFile, readDocusaurusConfig } from '../docusaurus/readDocusaurusConfig.ts';
import { docsPluginInstances, docusaurusExpectation } from './docusaurusOracle.ts';

type Loose = Record<string, unknown>;
interface RealDoc {
  id: string;
  permalink: string;
  unlisted: boolean;
}
interface RealItem {
  type: string;
  id?: string;
  link?: { type: string; id?: string; permalink?: string };
  items?: RealItem[];
}
interface RealVersion {
  versionName: string;
  path: string;
  docs: RealDoc[];
  sidebars: Record<string, RealItem[]>;
}

const [pluginDir, ...sites] = process.argv.slice(2);
if (!pluginDir || sites.length === 0) {
  console.error(
    'usage: npx tsx scripts/compat/crossCheckOracle.ts <folder with the plugin installed> <site folder>...',
  );
  process.exit(2);
}
const load = createRequire(join(resolve(pluginDir), 'package.json'));
const plugin = load('@docusaurus/plugin-content-docs') as {
  default: (
    context: Loose,
    options: Loose,
  ) => Promise<{ loadContent: () => Promise<{ loadedVersions: RealVersion[] }> }>;
  validateOptions: (args: { validate: unknown; options: Loose }) => Loose;
};
const { normalizePluginOptions } = load('@docusaurus/utils-validation') as { normalizePluginOptions: unknown };
const defaults = load('@docusaurus/core/lib/server/configValidation.js') as Record<string, Loose>;

let differences = 0;
const differ = (line: string) => {
  differences += 1;
  console.log(`  DIFFERS ${line}`);
};
for (const site of sites.map((path) => resolve(path))) {
  const configFile = await findConfigFile(site);
  if (!configFile) throw new Error(`${site}: no docusaurus.config.*`);
  const { config } = await readDocusaurusConfig(configFile);
  const mine = await docusaurusExpectation(site);
  const generated = await mkdtemp(join(tmpdir(), 'docusaurus-generated-'));
  const siteConfig = {
    ...defaults.DEFAULT_CONFIG,
    ...config,
    baseUrl: mine.baseUrl,
    future: defaults.DEFAULT_FUTURE_CONFIG,
    markdown: { ...defaults.DEFAULT_MARKDOWN_CONFIG, ...(config.markdown as Loose | undefined) },
  };
  const locale = {
    label: 'English',
    direction: 'ltr',
    htmlLang: 'en',
    calendar: 'gregory',
    path: 'en',
    translate: false,
  };
  const context = {
    siteDir: site,
    siteConfig,
    generatedFilesDir: generated,
    outDir: join(generated, 'build'),
    baseUrl: mine.baseUrl,
    localizationDir: join(site, 'i18n', 'en'),
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      path: 'i18n',
      currentLocale: 'en',
      localeConfigs: { en: { ...locale, url: config.url, baseUrl: mine.baseUrl } },
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
  };
  console.log(site);
  for (const raw of docsPluginInstances(config)) {
    // Remark plugins are the site's packages (not installed); the git history is not in an archive.
    const options: Loose = { ...raw, showLastUpdateTime: false, showLastUpdateAuthor: false };
    for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'])
      delete options[key];
    if (typeof options.path === 'string' && !existsSync(resolve(site, options.path))) {
      console.log(`  docs plugin "${String(options.id ?? 'default')}": ${options.path} is not in the site, skipped`);
      continue;
    }
    const validated = plugin.validateOptions({ validate: normalizePluginOptions, options });
    const { loadedVersions } = await (await plugin.default(context, validated)).loadContent();
    const instance = mine.instances.find((candidate) => candidate.id === validated.id);
    for (const version of loadedVersions) {
      const ours = instance?.versions.find((candidate) => candidate.name === version.versionName);
      if (!ours) {
        differ(`version ${version.versionName}: not found by the oracle`);
        continue;
      }
      if (ours.path !== version.path)
        differ(`version ${version.versionName}: path ${ours.path}, Docusaurus ${version.path}`);
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const ourDocs = new Map(ours.docs.map((doc) => [doc.id, doc.permalink]));
      for (const doc of version.docs)
        if (ourDocs.get(doc.id) !== doc.permalink)
          differ(`${version.versionName} ${doc.id}: ${ourDocs.get(doc.id) ?? 'missing'}, Docusaurus ${doc.permalink}`);
      if (ourDocs.size !== version.docs.length)
        differ(`${version.versionName}: ${ourDocs.size} docs, Docusaurus ${version.docs.length}`);
      const listed = new Set<string>();
      const add = (id: string | undefined) => {
        const doc = id === undefined ? undefined : byId.get(id);
        if (doc && !doc.unlisted) listed.add(doc.permalink);
      };
      const walk = (items: RealItem[]) => {
        for (const item of items) {
          if (item.type === 'doc' || item.type === 'ref') add(item.id);
          if (item.type !== 'category') continue;
          if (item.link?.type === 'doc') add(item.link.id);
          if (item.link?.type === 'generated-index' && item.link.permalink) listed.add(item.link.permalink);
          walk(item.items ?? []);
        }
      };
      for (const items of Object.values(version.sidebars)) walk(items);
      const ourListed = new Set(ours.sidebarPages.map((page) => page.permalink));
      for (const permalink of listed)
        if (!ourListed.has(permalink)) differ(`${version.versionName} sidebar: ${permalink} missing`);
      for (const permalink of ourListed)
        if (!listed.has(permalink)) differ(`${version.versionName} sidebar: ${permalink} extra`);
      console.log(
        `  ${validated.id as string} ${version.versionName} at ${version.path}: ${version.docs.length} docs, ${listed.size} sidebar pages`,
      );
    }
  }
  await rm(generated, { recursive: true, force: true });
}
console.log(`${differences} difference${differences === 1 ? '' : 's'}`);
process.exit(differences === 0 ? 0 : 1);
