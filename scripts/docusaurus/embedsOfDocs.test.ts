import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embedsOfDocs } from './embedsOfDocs.ts';

describe('embedsOfDocs', () => {
  it('allows the hosts the docs and their versions embed, besides the video players', async () => {
    const site = await mkdtemp(join(tmpdir(), 'embeds-'));
    await mkdir(join(site, 'docs', 'guide'), { recursive: true });
    await mkdir(join(site, 'versioned_docs', 'version-1'), { recursive: true });
    await writeFile(join(site, 'docs', 'guide', 'a.mdx'), '<iframe\n  src="https://egghead.io/lessons/x/embed"\n/>\n');
    await writeFile(join(site, 'docs', 'b.md'), '<iframe src="https://www.youtube.com/embed/v"></iframe>\n');
    await writeFile(
      join(site, 'versioned_docs', 'version-1', 'c.mdx'),
      '<iframe src="https://codesandbox.io/embed/y" />\n',
    );
    expect(embedsOfDocs([join(site, 'docs'), join(site, 'versioned_docs')])).toEqual({
      embeds: {
        allowedHosts: [
          'www.youtube.com',
          'www.youtube-nocookie.com',
          'player.vimeo.com',
          'www.loom.com',
          'codesandbox.io',
          'egghead.io',
        ],
      },
    });
  });

  it('leaves the setting out when the docs embed only video players', async () => {
    const site = await mkdtemp(join(tmpdir(), 'embeds-'));
    await mkdir(join(site, 'docs'));
    await writeFile(join(site, 'docs', 'a.md'), '<iframe src="https://www.loom.com/embed/z"></iframe>\n');
    expect(embedsOfDocs([join(site, 'docs'), join(site, 'versioned_docs')])).toEqual({});
  });
});
