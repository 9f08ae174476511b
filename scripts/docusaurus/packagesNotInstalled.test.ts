import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesNotInstalled } from './packagesNotInstalled.ts';

describe('packagesNotInstalled', () => {
  it('names each package the build could not load once, with the range the site declares', async () => {
    const site = await mkdtemp(join(tmpdir(), 'site-packages-'));
    await writeFile(
      join(site, 'package.json'),
      JSON.stringify({
        dependencies: { 'react-lite-youtube-embed': '^2.0.3' },
        devDependencies: { '@scope/icons': '1.2.0' },
      }),
    );
    const problems = [
      'docs/a.md:7: cannot import LiteYouTubeEmbed "react-lite-youtube-embed": the package is not installed in the site (site/node_modules)',
      'docs/a.md:8: cannot import "react-lite-youtube-embed/dist/LiteYouTubeEmbed.css": the package is not installed in the site (site/node_modules)',
      'docs/b.mdx:3: cannot import Table "@site/src/Table": site/src/Table.tsx:2: "@scope/icons/check" is not installed in the site (site/node_modules)',
      'docs/c.mdx:4: cannot import X "undeclared-package": the package is not installed in the site (site/node_modules)',
      'docs/d.md:9 → /img/a.png (no such file)',
    ];
    expect(packagesNotInstalled(problems, site)).toEqual([
      '@scope/icons@1.2.0',
      'react-lite-youtube-embed@^2.0.3',
      'undeclared-package',
    ]);
  });
});
