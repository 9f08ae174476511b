import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import type { SiteSettings } from '../../../shared/types.ts';
import { buildPageStore } from '../pageStore/buildPageStore.ts';
import { currentVersionOnly } from '../sources/docsVersions.ts';
import { chromeLinkSource } from './chromeLinks.ts';

const docsFolder = tempDocsWriter();

const settings: SiteSettings = {
  ...siteConfig.settings,
  navbarLinks: [
    { label: 'Guide', href: '/docs/guide' },
    {
      label: 'More',
      items: [
        { label: 'Help', href: '/help' },
        { label: 'GitHub', href: 'https://github.com/x' },
      ],
    },
  ],
  footerColumns: [
    {
      title: 'Docs',
      links: [
        { label: 'Guide', href: '/docs/guide#install' },
        { label: 'Gone', href: '/docs/gone' },
      ],
    },
  ],
  brand: { logo: { src: '/img/logo.svg' }, footerLogo: { src: '/img/missing.svg', href: '/search' } },
};
const text = `${JSON.stringify(settings, null, 2)}\n`;
const lineOf = (written: string) => text.split('\n').findIndex((line) => line.includes(written)) + 1;

describe('the navbar’s and footer’s links', () => {
  it('are named by their line in site.config.json, images marked as files', () => {
    const { sourcePath, links } = chromeLinkSource(settings, text);
    expect(sourcePath).toBe('site.config.json');
    expect(links.map(({ url, line, image }) => [url, line, image ?? false])).toEqual([
      ['/docs/guide', lineOf('"href": "/docs/guide"'), false],
      ['/help', lineOf('"/help"'), false],
      ['https://github.com/x', lineOf('"https://github.com/x"'), false],
      ['/docs/guide#install', lineOf('"/docs/guide#install"'), false],
      ['/docs/gone', lineOf('"/docs/gone"'), false],
      ['/search', lineOf('"/search"'), false],
      ['/img/logo.svg', lineOf('"/img/logo.svg"'), true],
      ['/img/missing.svg', lineOf('"/img/missing.svg"'), true],
    ]);
  });

  it('fail the build where they lead nowhere on the site, each named with its reason; the rest pass', async () => {
    const root = await docsFolder({ 'guide.md': '---\ntitle: Guide\n---\n\n## Install\n' });
    const error = await buildPageStore(currentVersionOnly(root), {
      chromeLinks: chromeLinkSource(settings, text),
      fileRoutes: ['/img/logo.svg'],
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      [
        '2 broken links in docs/:',
        `  site.config.json:${lineOf('"/docs/gone"')} → /docs/gone (no such page)`,
        `  site.config.json:${lineOf('"/img/missing.svg"')} → /img/missing.svg (no such file)`,
        '1 broken link to routes outside the docs:',
        `  site.config.json:${lineOf('"/help"')} → /help (outside the docs: not served by this portal)`,
      ].join('\n'),
    );
  });
});
