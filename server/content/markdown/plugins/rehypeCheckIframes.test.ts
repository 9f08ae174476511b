import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';
import { compileMdx } from '../mdx/compileMdx.ts';

const sandbox = '<iframe src="https://codesandbox.io/embed/x" title="Demo"></iframe>';

describe("iframes and the site's embeds.allowedHosts", () => {
  it('keeps a video player iframe of a .md page, allowed by default', async () => {
    const { html } = await compileMarkdown('<iframe src="https://player.vimeo.com/video/1" title="V"></iframe>\n');
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/1" title="V"></iframe>');
  });

  it('fails on another host in a .md page, naming file, line and the setting', async () => {
    await expect(compileMarkdown(`Intro.\n\n${sandbox}\n`, 'docs/a.md')).rejects.toThrow(
      'docs/a.md:3: <iframe src="https://codesandbox.io/embed/x"> is not allowed: codesandbox.io is not in the site\'s embeds.allowedHosts (www.youtube.com, www.youtube-nocookie.com, player.vimeo.com, www.loom.com); add "codesandbox.io" to embeds.allowedHosts in site.config.json to allow it',
    );
  });

  it('renders an MDX iframe of a host the site allows, and refuses it otherwise', async () => {
    const mdx = () =>
      new VFile({
        value: `# Demo\n\n<iframe\n  src="https://codesandbox.io/embed/x"\n  title="Demo"\n/>\n`,
        path: 'docs/a.mdx',
      });
    await expect(compileMdx(mdx(), { allowedEmbedHosts: ['codesandbox.io'] })).resolves.toContain(sandbox);
    await expect(compileMarkdown(String(mdx().value), 'docs/a.mdx', undefined, null, 'mdx')).rejects.toThrow(
      /^docs\/a\.mdx:3: <iframe src="https:\/\/codesandbox\.io\/embed\/x"> is not allowed: .*add "codesandbox\.io" to embeds\.allowedHosts/,
    );
  });
});
