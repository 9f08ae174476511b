import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { primaryColors, siteLookOf } from './siteLook.ts';

describe('primaryColors', () => {
  it('reads --ifm-color-primary for :root and dark mode, and counts the other rules', () => {
    const css = `:root { --ifm-color-primary: #2e8555; --ifm-font-size-base: 15px; }
      html[data-theme="dark"] { --ifm-color-primary: #25c2a0; }
      .hero { color: red; }
      @media (max-width: 996px) { .navbar { display: none; } }`;
    expect(primaryColors(css)).toEqual({ light: '#2e8555', dark: '#25c2a0', otherRules: 2 });
  });

  it('leaves out a value that is not a colour', () => {
    expect(primaryColors(':root { --ifm-color-primary: var(--brand); }')).toEqual({ otherRules: 1 });
  });
});

describe('siteLookOf', () => {
  let site = '';
  afterEach(async () => {
    if (site) await rm(site, { recursive: true, force: true });
  });

  it('carries the logo, favicon and colours the site has, and names what is missing', async () => {
    site = await mkdtemp(join(tmpdir(), 'site-look-'));
    await mkdir(join(site, 'static', 'img'), { recursive: true });
    await writeFile(join(site, 'static', 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(join(site, 'src', 'css'), { recursive: true });
    await writeFile(join(site, 'src', 'css', 'custom.css'), ':root { --ifm-color-primary: #25c2a0; }');
    const config = {
      favicon: 'img/favicon.ico',
      presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],
      themeConfig: { navbar: { logo: { src: 'img/logo.svg', srcDark: 'img/dark.svg', alt: 'Logo' } } },
    };
    const look = siteLookOf(config, site);
    expect(look.brand).toEqual({ logo: { src: '/img/logo.svg', alt: 'Logo' }, primaryColor: { light: '#25c2a0' } });
    expect(look.notCarried).toEqual([
      'navbar logo srcDark "img/dark.svg": no such file in static/',
      'favicon "img/favicon.ico": no such file in static/',
    ]);
    expect(look.carried).toContain('primary colour #25c2a0 (src/css/custom.css)');
    expect(look.carried.some((line) => line.startsWith('primary colour #25c2a0 shown as #'))).toBe(true);
  });

  it('carries the footer logo with its link, and both logos’ sizes', async () => {
    site = await mkdtemp(join(tmpdir(), 'site-look-'));
    await mkdir(join(site, 'static', 'img'), { recursive: true });
    for (const name of ['logo.svg', 'oss.svg', 'oss-dark.svg'])
      await writeFile(join(site, 'static', 'img', name), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = {
      baseUrl: '/site/',
      themeConfig: {
        navbar: { logo: { src: 'img/logo.svg', width: 32, height: '32px' } },
        footer: {
          logo: {
            src: '/img/oss.svg',
            srcDark: 'img/oss-dark.svg',
            alt: 'Open source',
            href: '/site/about',
            width: '10em',
          },
        },
      },
    };
    const look = siteLookOf(config, site);
    expect(look.brand).toEqual({
      logo: { src: '/img/logo.svg', width: 32, height: 32 },
      footerLogo: { src: '/img/oss.svg', srcDark: '/img/oss-dark.svg', alt: 'Open source', href: '/about' },
    });
    expect(look.notCarried).toEqual([]);
  });

  it('names the style sheets of the site’s code it does not carry, not its custom CSS or CSS modules', async () => {
    site = await mkdtemp(join(tmpdir(), 'site-look-'));
    await mkdir(join(site, 'src', 'css'), { recursive: true });
    await mkdir(join(site, 'src', 'pages'), { recursive: true });
    await writeFile(join(site, 'src', 'css', 'custom.css'), ':root { --ifm-color-primary: #25c2a0; }');
    await writeFile(join(site, 'src', 'pages', 'index.module.css'), '.hero { padding: 4rem; }');
    await writeFile(join(site, 'src', 'pages', 'help.module.scss'), '.a { b: c; }');
    await writeFile(join(site, 'src', 'pages', 'plain.css'), '.a { b: c; }');
    const config = { presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };
    // The CSS module is carried (server/content/siteStyles/); Sass is not compiled.
    expect(siteLookOf(config, site).notCarried).toEqual([
      "2 style sheets of the site's code (src/pages/help.module.scss, src/pages/plain.css): the pages and components importing them render without them",
    ]);
  });
});
