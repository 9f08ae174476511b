import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../shared/site-config.ts';
import { docsPluginOptions } from './docsPluginOptions.ts';
import { siteSettingsFromConfig } from './siteSettingsFromConfig.ts';

const routes = {
  routeOfDoc: (id: string) => (id === 'intro' ? '/docs/intro' : undefined),
  homeOfSidebar: (id: string) => (id === 'main' ? '/docs/intro' : undefined),
  docsHome: '/docs/intro',
};

describe('docsPluginOptions', () => {
  it('takes the classic preset’s docs options, with Docusaurus’s defaults', () => {
    expect(docsPluginOptions({ presets: [['classic', { docs: { routeBasePath: '/guide/' } }]] }, '/site')).toEqual({
      docsDir: '/site/docs',
      routeBasePath: 'guide',
      sidebarPath: null,
      editUrl: null,
      currentVersionLabel: 'Next',
      remarkPlugins: [],
      notCarried: [],
    });
  });

  it('reads the docs plugin itself, and names a second one and an edit URL function', () => {
    const options = docsPluginOptions(
      {
        plugins: [
          ['@docusaurus/plugin-content-docs', { path: 'guides', sidebarPath: './sb.js', editUrl: () => 'x' }],
          ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api' }],
        ],
      },
      '/site',
    );
    expect(options).toMatchObject({ docsDir: '/site/guides', sidebarPath: '/site/sb.js' });
    expect(options.notCarried).toEqual([
      'a second docs plugin (id "api"): the portal serves one docs folder',
      'editUrl (a function)',
    ]);
  });
});

describe('siteSettingsFromConfig', () => {
  it('carries links, the company, broken-link settings and code languages, and lists what it cannot', () => {
    const config = {
      title: 'Site',
      tagline: 'Tag',
      onBrokenLinks: 'log',
      markdown: { format: 'detect' },
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
    const docs = docsPluginOptions(config, '/site');
    const { settings, notCarried } = siteSettingsFromConfig(config, docs, routes, siteConfig.settings);
    expect(settings).toMatchObject({
      title: 'Site',
      tagline: 'Tag',
      company: 'Acme Corp.',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      markdownFormat: 'detect',
      extraCodeLanguages: ['dockerfile'],
      navbarLinks: [
        { label: 'Docs', href: '/docs/intro' },
        { label: 'Blog', href: '/blog' },
      ],
      footerColumns: [{ title: 'More', links: [{ label: 'Intro', href: '/docs/intro' }] }],
      editUrlBase: '',
    });
    expect(notCarried).toEqual([
      'a second docs plugin (id "api"): the portal serves one docs folder',
      'i18n (the portal serves English only)',
      'plugins: @docusaurus/plugin-google-gtag, a function written in the config',
      'themes: @docusaurus/theme-classic',
      'blog (the portal has no blog; links to /blog are reported apart by the link check)',
      'theme.customCss "./custom.css" (the portal has its own theme)',
      'navbar "Gone": no doc "gone"',
      'prism language "nope" (highlight.js has no grammar of that name; its blocks show as plain text)',
    ]);
  });

  it('keeps links to other hosts as they are and writes site paths without the base URL', () => {
    const config = {
      url: 'https://immerjs.github.io/',
      baseUrl: '/immer/',
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
    const { settings } = siteSettingsFromConfig(
      config,
      docsPluginOptions(config, '/site'),
      routes,
      siteConfig.settings,
    );
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
});
