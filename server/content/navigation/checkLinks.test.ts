import { describe, expect, it, vi } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../pageStore/buildPageStore.ts';
import type { BrokenLink } from './checkLinks.ts';
import { BrokenLinksError, applyLinkPolicy, readLinkPolicy } from './linkPolicy.ts';
import { currentVersionOnly } from '../sources/docsVersions.ts';

const docsFolder = tempDocsWriter();

const frontMatter = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n`;

describe('the link check', () => {
  it('accepts links to pages, their headings, this page’s headings, the home page and other sites', async () => {
    const root = await docsFolder({
      'ios/badge.md': `${frontMatter('Badge')}\n## Show the badge\n\nSee [setup](/docs/ios/setup#install-it), [below](#show-the-badge), [home](/), [out](https://example.com/x) and [ref][r].\n\n[r]: /docs/ios/setup?tab=spm\n`,
      'ios/setup.md': `${frontMatter('Setup')}\n## Install it\n`,
    });
    await expect(buildPageStore(currentVersionOnly(root))).resolves.toBeDefined();
  });

  it('fails the build listing every broken link with file, line, target and reason', async () => {
    const root = await docsFolder({
      'ios/badge.md': `${frontMatter('Badge')}\n## Show the badge\n\n[gone](/docs/ios/gone)\n\n[bad anchor](/docs/ios/setup#nowhere)\n`,
      'ios/setup.md': `${frontMatter('Setup')}\n## Install it\n\nJump to [a missing section](#missing).\n`,
    });
    const error = await buildPageStore(currentVersionOnly(root)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrokenLinksError);
    expect((error as Error).message).toBe(
      [
        '3 broken links in docs/:',
        '  docs/ios/badge.md:8 → /docs/ios/gone (no such page)',
        '  docs/ios/badge.md:10 → /docs/ios/setup#nowhere (no heading #nowhere on /docs/ios/setup)',
        '  docs/ios/setup.md:8 → #missing (no heading #missing on /docs/ios/setup)',
      ].join('\n'),
    );
  });

  it('does not report links to the anchors of a page holding a construct that could not be built', async () => {
    vi.stubEnv('DOCS_ON_PAGE_ERROR', 'warn');
    const root = await docsFolder({
      'a.mdx': `${frontMatter('A')}\nSee [the options](./b.mdx#options) and [a missing section](./c.mdx#nowhere).\n`,
      'b.mdx': `${frontMatter('B')}\n<Options />\n`,
      'c.mdx': `${frontMatter('C')}\n## Here\n`,
    });
    const error = await buildPageStore(currentVersionOnly(root), {
      pageErrorPolicy: 'warn',
      onWarning: () => {},
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      ['1 broken link in docs/:', '  docs/a.mdx:6 → ./c.mdx#nowhere (no heading #nowhere on /docs/c)'].join('\n'),
    );
  });

  it('reports an image whose file is not there, and knows the files served beside the pages', async () => {
    const root = await docsFolder({
      'a.mdx': `${frontMatter('A')}\n![here](/img/logo.svg)\n\n![gone](/img/gone.svg)\n\n<img src="/docs/assets/gone.png" alt="Gone too" />\n\n<video muted>\n  <source src="/media/gone.webm" type="video/webm" />\n</video>\n`,
      'b.md': `${frontMatter('B')}\n<video poster="/img/logo.svg">\n  <source src="/media/raw.mp4" type="video/mp4">\n</video>\n`,
    });
    const error = await buildPageStore(currentVersionOnly(root), {
      fileRoutes: ['/img/logo.svg'],
      onWarning: () => {},
    }).catch((caught: Error) => caught);
    expect((error as Error).message).toBe(
      [
        '4 broken links in docs/:',
        '  docs/a.mdx:8 → /img/gone.svg (no such file)',
        '  docs/a.mdx:10 → /docs/assets/gone.png (no such file)',
        '  docs/a.mdx:13 → /media/gone.webm (no such file)',
        '  docs/b.md:7 → /media/raw.mp4 (no such file)',
      ].join('\n'),
    );
    const warned = await buildPageStore(currentVersionOnly(root), {
      fileRoutes: ['/img/logo.svg'],
      linkPolicy: { onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownImages: 'warn' },
      onWarning: () => {},
    });
    expect(warned.missingFiles).toEqual([
      '/docs/assets/gone.png',
      '/img/gone.svg',
      '/media/gone.webm',
      '/media/raw.mp4',
    ]);
  });

  it('checks links written by id or relative route as the browser resolves them, and reports routes outside the docs apart', async () => {
    const root = await docsFolder({
      'guides/a.md': `${frontMatter('A')}\n[ok](b) [ok too](../guides/b#two) [id-style](intro) [blog](/blog/launch)\n`,
      'guides/b.md': `${frontMatter('B')}\n## Two\n`,
    });
    const error = await buildPageStore(currentVersionOnly(root), { onWarning: () => {} }).catch(
      (caught: Error) => caught,
    );
    expect((error as Error).message).toBe(
      [
        '1 broken link in docs/:',
        '  docs/guides/a.md:6 → intro (no such page: /docs/guides/intro)',
        '1 broken link to routes outside the docs:',
        '  docs/guides/a.md:6 → /blog/launch (outside the docs: not served by this portal)',
      ].join('\n'),
    );
  });

  it('follows onBrokenLinks and onBrokenAnchors: warn reports every link and builds, ignore is silent', async () => {
    const root = await docsFolder({
      'a.md': `${frontMatter('A')}\n[gone](/docs/gone) [anchor](#nope)\n`,
    });
    const warnings: string[] = [];
    const onWarning = (line: string) => warnings.push(line);
    await buildPageStore(currentVersionOnly(root), {
      linkPolicy: { onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownImages: 'throw' },
      onWarning,
    });
    expect(warnings).toEqual(['1 broken link in docs/:', '  docs/a.md:6 → /docs/gone (no such page)']);
    const error = await buildPageStore(currentVersionOnly(root), {
      linkPolicy: { onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onBrokenMarkdownImages: 'throw' },
      onWarning,
    }).catch((caught: Error) => caught);
    expect((error as Error).message).toBe(
      '1 broken link in docs/:\n  docs/a.md:6 → #nope (no heading #nope on /docs/a)',
    );
  });
});

describe('readLinkPolicy', () => {
  const site = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn' } as const;
  it('takes the site settings, overridden by DOCS_ON_BROKEN_LINKS, DOCS_ON_BROKEN_ANCHORS and DOCS_ON_BROKEN_IMAGES', () => {
    expect(readLinkPolicy(site, {})).toEqual({ ...site, onBrokenMarkdownImages: 'throw' });
    expect(readLinkPolicy({ ...site, onBrokenMarkdownImages: 'warn' }, {}).onBrokenMarkdownImages).toBe('warn');
    expect(
      readLinkPolicy(site, {
        DOCS_ON_BROKEN_LINKS: 'warn',
        DOCS_ON_BROKEN_ANCHORS: 'ignore',
        DOCS_ON_BROKEN_IMAGES: 'warn',
      }),
    ).toEqual({ onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownImages: 'warn' });
  });

  it('refuses any other value with one line', () => {
    expect(() => readLinkPolicy(site, { DOCS_ON_BROKEN_LINKS: 'explode' })).toThrow(
      new Error('DOCS_ON_BROKEN_LINKS must be throw, warn or ignore, got "explode"'),
    );
  });
});

describe('applyLinkPolicy', () => {
  const link = (kind: BrokenLink['kind']): BrokenLink => ({
    file: 'docs/a.md',
    line: 1,
    target: 'x',
    reason: 'r',
    kind,
  });
  it('lets a missing image follow onBrokenMarkdownImages, not onBrokenLinks, as Docusaurus does', () => {
    const links = [link('page'), link('image'), link('anchor'), link('outside')];
    const policy = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownImages: 'warn' } as const;
    const { errors, warnings } = applyLinkPolicy(links, policy);
    expect(errors.map(({ kind }) => kind)).toEqual(['page', 'outside']);
    expect(warnings.map(({ kind }) => kind)).toEqual(['image', 'anchor']);
    expect(
      applyLinkPolicy(links, { ...policy, onBrokenMarkdownImages: 'throw', onBrokenLinks: 'warn' }).errors,
    ).toEqual([link('image')]);
  });
});
