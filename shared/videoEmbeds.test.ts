import { describe, expect, it } from 'vitest';
import { allowedEmbedHosts, frameSources, iframeHostsIn, iframeRefusal, VIDEO_EMBED_HOSTS } from './videoEmbeds.ts';

describe('iframe hosts', () => {
  it('defaults to the video players, else takes the site setting', () => {
    expect(allowedEmbedHosts({})).toEqual(VIDEO_EMBED_HOSTS);
    expect(allowedEmbedHosts({ embeds: { allowedHosts: ['codesandbox.io'] } })).toEqual(['codesandbox.io']);
    expect(frameSources(['codesandbox.io', '*.Example.com'])).toEqual([
      'https://codesandbox.io',
      'https://*.example.com',
    ]);
  });

  it.each([
    ['an allowed host', 'https://codesandbox.io/embed/x?view=preview'],
    ['a subdomain of a wildcard entry', 'https://app.example.com/x'],
    ['a protocol-relative URL of an allowed host', '//codesandbox.io/embed/x'],
    ['a page of the site itself', '/demo/index.html'],
  ])('accepts %s', (_case, src) => {
    expect(iframeRefusal(src, ['codesandbox.io', '*.example.com'])).toBeNull();
  });

  it('refuses another host, naming the host and the setting to add it to', () => {
    expect(iframeRefusal('https://egghead.io/lessons/x/embed', ['codesandbox.io'])).toBe(
      '<iframe src="https://egghead.io/lessons/x/embed"> is not allowed: egghead.io is not in the site\'s embeds.allowedHosts (codesandbox.io); add "egghead.io" to embeds.allowedHosts in site.config.json to allow it',
    );
    expect(iframeRefusal('https://example.com/x', ['*.example.com'])).toContain('example.com is not in');
    expect(iframeRefusal('http://codesandbox.io/x', ['codesandbox.io'])).toContain('https only');
    expect(iframeRefusal('', ['codesandbox.io'])).toContain('cannot read');
  });

  it('lists the https hosts a page embeds, in JSX and HTML spellings', () => {
    const source =
      '<iframe\n  src="https://codesandbox.io/embed/a"\n/>\n<iframe title="x" src=\'https://egghead.io/l/embed\'></iframe>\n<iframe src={"https://www.youtube.com/embed/v"} />\n<iframe src="/local.html"></iframe>';
    expect(iframeHostsIn(source)).toEqual(['codesandbox.io', 'egghead.io', 'www.youtube.com']);
  });
});
