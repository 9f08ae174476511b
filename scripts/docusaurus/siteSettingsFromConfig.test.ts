import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../tests/support/tempDocs.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { docsFolders, docsSettings } from './docsFolders.ts';
import { blogPluginInstances } from './blogPluginOptions.ts';
import { docsPluginInstances, docsPluginOptions } from './docsPluginOptions.ts';
import { docusaurusMajorOf, siteSettingsFromConfig } from './siteSettingsFromConfig.ts';

const routes = {
  routeOfDoc: (id: string, instance: string) =>
    id === 'intro' ? (instance === 'default' ? '/docs/intro' : `/${instance}/intro`) : undefined,
  homeOfSidebar: (id: string) => (id === 'main' ? '/docs/intro' : undefined),
  docsHome: '/docs/intro',
};
const carry = (config: Record<string, unknown>) =>
  siteSettingsFromConfig(
    config,
    docsFolders(docsPluginInstances(config, '/site')),
    routes,
    siteConfig.settings,
    {},
    '/site',
  );

describe('docsPluginOptions', () => {
  it('takes the classic preset’s docs options, with Docusaurus’s defaults', () => {
    expect(docsPluginOptions({ presets: [['classic', { docs: { routeBasePath: '/guide/' } }]] }, '/site')).toEqual({
      id: 'default',
      docsDir: '/site/docs',
      routeBasePath: 'guide',
      sidebarPath: null,
      editUrl: null,
      currentVersionLabel: 'Next',
      versioning: {},
      remarkPlugins: [],
      notCarried: [],
    });
  });

  it('reads the docs plugin itself, and names an edit URL function', () => {
    const options = docsPluginOptions(
      {
        plugins: [['@docusaurus/plugin-content-docs', { path: 'guides', sidebarPath: './sb.js', editUrl: () => 'x' }]],
      },
      '/site',
    );
    expect(options).toMatchObject({ docsDir: '/site/guides', sidebarPath: '/site/sb.js' });
    expect(options.notCarried).toEqual(['editUrl (a function)']);
  });

  it('reads every docs plugin instance with its version options, the default one first', () => {
    const config = {
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: '/community' }],
      ],
      presets: [
        [
          'classic',
          {
            docs: {
              routeBasePath: '/',
              lastVersion: '2.x',
              includeCurrentVersion: false,
              onlyIncludeVersions: ['2.x', '1.x'],
              versions: { '2.x': { label: 'Latest', path: '/two/', banner: 'none', noIndex: true } },
            },
          },
        ],
      ],
    };
    const instances = docsPluginInstances(config, '/site');
    expect(instances.map(({ id, routeBasePath, docsDir }) => [id, routeBasePath, docsDir])).toEqual([
      ['default', '', '/site/docs'],
      ['community', 'community', '/site/community'],
    ]);
    expect(instances[0]?.versioning).toEqual({
      lastVersion: '2.x',
      includeCurrentVersion: false,
      onlyIncludeVersions: ['2.x', '1.x'],
      versions: { '2.x': { label: 'Latest', path: 'two', banner: 'none' } },
    });
    expect(docsSettings(docsFolders(instances))).toEqual({
      routeBase: '/',
      currentVersionLabel: 'Next',
      lastVersion: '2.x',
      includeCurrentVersion: false,
      onlyIncludeVersions: ['2.x', '1.x'],
      versions: { '2.x': { label: 'Latest', path: 'two', banner: 'none' } },
      instances: [{ id: 'community', path: 'community_docs', routeBase: '/community' }],
    });
  });
});

describe('siteSettingsFromConfig', () => {
  it('carries links, the company, broken-link settings and code languages, and lists what it cannot', () => {
    const config = {
      title: 'Site',
      tagline: 'Tag',
      onBrokenLinks: 'log',
      markdown: { format: 'detect', mdx1Compat: { comments: false } },
      customFields: { playgroundUrl: 'https://play.example', nested: { a: [1, 2] }, compute: () => 1 },
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
      presets: [['classic', { blog: {}, theme: { customCss: './custom.css' } }]],
      plugins: [
        ['@docusaurus/plugin-content-docs', { id: 'api' }],
        '@docusaurus/plugin-google-gtag',
        [() => ({ name: 'local' }), {}],
      ],
      themes: [['@docusaurus/theme-classic', {}]],
      themeConfig: {
        navbar: {
          items: [
            { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
            { type: 'doc', docId: 'gone', label: 'Gone' },
            { type: 'doc', docId: 'intro', docsPluginId: 'api', label: 'API' },
            { type: 'search', position: 'right' },
            { to: '/blog', label: 'Blog' },
          ],
        },
        footer: {
          links: [{ title: 'More', items: [{ label: 'Intro', to: '/docs/intro' }] }],
          copyright: 'Copyright © 2024 Acme Corp. Built with Docusaurus.',
        },
        prism: { additionalLanguages: ['docker', 'nope'] },
      },
    };
    const { settings, notCarried } = carry(config);
    expect(settings).toMatchObject({
      title: 'Site',
      tagline: 'Tag',
      company: 'Acme Corp.',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      markdownFormat: 'detect',
      mdx1Compat: { comments: false },
      customFields: { playgroundUrl: 'https://play.example', nested: { a: [1, 2] } },
      extraCodeLanguages: ['dockerfile'],
      navbarLinks: [
        { label: 'Docs', href: '/docs/intro' },
        { label: 'API', href: '/api/intro' },
        { label: 'Blog', href: '/blog' },
      ],
      footerColumns: [{ title: 'More', links: [{ label: 'Intro', href: '/docs/intro' }] }],
      editUrlBase: '',
    });
    expect(settings.docsInstances).toEqual([{ id: 'api', path: 'api_docs', routeBase: '/docs' }]);
    expect(notCarried).toEqual([
      'i18n (the portal serves English only)',
      'plugins: @docusaurus/plugin-google-gtag, a function written in the config',
      'themes: @docusaurus/theme-classic',
      'navbar "Gone": no doc "gone"',
      'prism language "nope" (highlight.js has no grammar of that name; its blocks show as plain text)',
      'customFields.compute (not a JSON value)',
    ]);
  });

  it('carries dropdowns with their items, the colour mode and the announcement bar, naming what it cannot', () => {
    const config = {
      baseUrl: '/site/',
      presets: [['classic', {}]],
      themeConfig: {
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false },
        announcementBar: {
          id: 'keynote',
          content: 'Watch the <a href="https://example.com/k" target="_blank">keynote</a><script>x()</script>',
          backgroundColor: '#20232a',
          textColor: 'white',
          isCloseable: false,
        },
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'Development',
              items: [
                { type: 'doc', docId: 'intro', label: 'Guides' },
                { to: 'showcase', label: 'Showcase' },
                { type: 'doc', docId: 'gone', label: 'Gone' },
              ],
            },
            { type: 'dropdown', label: 'More', to: '/site/more', items: [{ href: 'https://x.example', label: 'X' }] },
            { type: 'dropdown', label: 'Empty', items: [{ type: 'html', value: '<hr>' }] },
          ],
        },
      },
    };
    const { settings, notCarried } = carry(config);
    expect(settings.navbarLinks).toEqual([
      {
        label: 'Development',
        items: [
          { label: 'Guides', href: '/docs/intro' },
          { label: 'Showcase', href: '/showcase' },
        ],
      },
      { label: 'More', href: '/more', items: [{ label: 'X', href: 'https://x.example' }] },
    ]);
    expect(settings.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: false });
    expect(settings.announcementBar).toEqual({
      id: 'keynote',
      content: 'Watch the <a href="https://example.com/k" target="_blank">keynote</a>',
      backgroundColor: '#20232a',
      textColor: '#ffffff',
      isCloseable: false,
    });
    expect(notCarried).toEqual([
      'announcementBar: <script> taken out of its content (the bar takes links, emphasis and code only)',
      'navbar dropdown "Development": "Gone": no doc "gone"',
      'navbar dropdown "Empty": item "html"',
      'navbar dropdown "Empty": none of its items could be carried',
    ]);
  });

  it('writes the blogs it is given and names what they leave out; a blog plugin is not listed among the plugins', () => {
    const config = {
      presets: [['classic', { blog: { blogTitle: 'News', truncateMarker: /<!-- more -->/ } }]],
      plugins: [
        ['@docusaurus/plugin-content-blog', { id: 'releases', routeBasePath: '/' }],
        ['content-blog', { id: 'team' }],
      ],
    };
    const blogs = blogPluginInstances(config, '/site');
    const { settings, notCarried } = siteSettingsFromConfig(
      config,
      docsFolders(docsPluginInstances(config, '/site')),
      routes,
      siteConfig.settings,
      {},
      '/site',
      blogs,
    );
    expect(settings.blogs).toEqual([
      { id: 'default', path: 'blog', routeBase: '/blog', blogTitle: 'News' },
      { id: 'team', path: 'blog-team', routeBase: '/blog' },
    ]);
    expect(notCarried).toEqual([
      'blog: truncateMarker /<!-- more -->/ (list pages cut posts at <!-- truncate --> or {/* truncate */})',
      'blog "releases": routeBasePath "/" (a blog at the site root, where the portal serves its home page): the blog is not carried',
    ]);
    expect(carry(config).settings.blogs).toBeUndefined();
  });

  it('keeps links to other hosts as they are and writes site paths without the base URL', () => {
    const config = {
      url: 'https://immerjs.github.io/',
      baseUrl: '/immer/',
      presets: [['classic', {}]],
      themeConfig: {
        navbar: {
          items: [
            { href: 'https://github.com/immerjs/immer', label: 'GitHub' },
            { to: '/docs/intro', label: 'Intro' },
            { to: 'support', label: 'Support' },
            { to: '/immer/faq', label: 'FAQ' },
          ],
        },
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { href: '/immer/img/immer-logo.svg', label: 'Logo' },
                { href: '/other-project/', label: 'Other project' },
                { href: 'pathname:///immer/api.html', label: 'API' },
                { href: '//cdn.example.com/x', label: 'CDN' },
              ],
            },
          ],
        },
      },
    };
    const { settings } = carry(config);
    expect(settings.baseUrl).toBe('/immer/');
    expect(settings.navbarLinks).toEqual([
      { label: 'GitHub', href: 'https://github.com/immerjs/immer' },
      { label: 'Intro', href: '/docs/intro' },
      { label: 'Support', href: '/support' },
      { label: 'FAQ', href: '/faq' },
    ]);
    expect(settings.footerColumns[0]?.links).toEqual([
      { label: 'Logo', href: '/img/immer-logo.svg' },
      { label: 'Other project', href: 'https://immerjs.github.io/other-project/' },
      { label: 'API', href: '/api.html' },
      { label: 'CDN', href: '//cdn.example.com/x' },
    ]);
  });

  it('leaves out navbar, footer and edit links that would run script, naming each', () => {
    const config = {
      presets: [['classic', { docs: { editUrl: 'javascript:alert(document.cookie)//' } }]],
      themeConfig: {
        navbar: {
          items: [
            { href: 'javascript:alert(1)', label: 'Run' },
            { to: ' JaVaScRiPt:alert(2)', label: 'Run too' },
            { href: 'https://example.com', label: 'Fine' },
          ],
        },
        footer: {
          links: [
            {
              title: 'More',
              items: [
                { href: 'data:text/html,<script>alert(1)</script>', label: 'Data' },
                { href: 'vbscript:msgbox(1)', label: 'VB' },
              ],
            },
          ],
        },
      },
    };
    const { settings, notCarried } = carry(config);
    expect(settings.navbarLinks).toEqual([{ label: 'Fine', href: 'https://example.com' }]);
    expect(settings.footerColumns[0]?.links).toEqual([]);
    expect(settings.editUrlBase).toBe('');
    expect(notCarried).toEqual([
      'editUrl "javascript:alert(document.cookie)//" (javascript: URLs run script): pages have no "Edit this page" link',
      'navbar "Run": "javascript:alert(1)" (javascript: URLs run script)',
      'navbar "Run too": "JaVaScRiPt:alert(2)" (javascript: URLs run script)',
      'footer "Data": "data:text/html,<script>alert(1)</script>" (data: URLs may hold a page or a script; only images (data:image/png, jpeg, gif, webp, avif or svg+xml) in <img> and <source> are allowed)',
      'footer "VB": "vbscript:msgbox(1)" (vbscript: URLs run script)',
    ]);
  });
});

describe('the Docusaurus version of a site', () => {
  const folder = tempDocsWriter();
  const manifest = (core: string, key = 'dependencies') => JSON.stringify({ [key]: { '@docusaurus/core': core } });
  const config = { presets: [['classic', { docs: { path: '../docs' } }]] };

  it('is the major version of @docusaurus/core in package.json', async () => {
    const dir = await folder({
      'a/package.json': manifest('^2.3.1'),
      'b/package.json': manifest('3.5.2', 'devDependencies'),
    });
    expect(docusaurusMajorOf(join(dir, 'a'))).toBe(2);
    expect(docusaurusMajorOf(join(dir, 'b'))).toBe(3);
    expect(docusaurusMajorOf(join(dir, 'none'))).toBeUndefined();
    // A monorepo: the root's package.json names it, the site's folder has none of its own.
    const monorepo = await folder({ 'package.json': manifest('^2.0.0'), 'website/docusaurus.config.js': '' });
    expect(docusaurusMajorOf(join(monorepo, 'website'))).toBe(2);
  });

  it('makes a Docusaurus 2 site docusaurusVersion 2, and leaves a Docusaurus 3 site as it was', async () => {
    const dir = await folder({ 'website/package.json': manifest('^2.4.3'), 'website/docusaurus.config.js': '' });
    mkdirSync(join(dir, 'docs'));
    const site = join(dir, 'website');
    const folders = docsFolders(docsPluginInstances(config, site));
    const carried = () =>
      siteSettingsFromConfig(config, folders, routes, siteConfig.settings, {}, site).settings.docusaurusVersion;
    expect(carried()).toBe(2);
    writeFileSync(join(site, 'package.json'), manifest('^3.0.0'));
    expect(carried()).toBeUndefined();
  });
});

describe('broken images', () => {
  it('carries markdown.hooks.onBrokenMarkdownImages, and leaves the default (throw) otherwise', () => {
    const carried = (config: Record<string, unknown>) => carry(config).settings.onBrokenMarkdownImages;
    const presets = [['classic', {}]];
    expect(carried({ presets, markdown: { hooks: { onBrokenMarkdownImages: 'warn' } } })).toBe('warn');
    expect(carried({ presets, markdown: {} })).toBeUndefined();
  });
});
