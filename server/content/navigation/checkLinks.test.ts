import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../pageStore/buildPageStore.ts';
import { BrokenLinksError } from './checkLinks.ts';
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
});
