import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { prefixInternalUrls } from '../../pageStore/withBaseUrl.ts';
import rehypeBaseUrlAssets from './rehypeBaseUrlAssets.ts';

const page = (): Root =>
  h(null, [
    h('img', { src: '/immer/img/immer-logo.svg', align: 'right' }),
    h('img', { src: '/img/immer.png', alt: '' }),
    h('img', { src: 'https://example.com/immer/x.png' }),
    h('a', { href: '/immer/img/x.png' }, 'x'),
  ]);

const run = (baseUrl: string) => {
  const tree = page();
  rehypeBaseUrlAssets({ baseUrl })(tree);
  return toHtml(tree);
};

describe('rehypeBaseUrlAssets', () => {
  it('writes an image under the site’s base URL as its site path, and leaves the rest', () => {
    expect(run('/immer/')).toBe(
      '<img src="/img/immer-logo.svg" align="right"><img src="/img/immer.png" alt="">' +
        '<img src="https://example.com/immer/x.png"><a href="/immer/img/x.png">x</a>',
    );
  });

  it('so that served under /immer/ each image has the base URL once', () => {
    expect(prefixInternalUrls(run('/immer/'), '/immer/')).toContain(
      '<img src="/immer/img/immer-logo.svg" align="right"><img src="/immer/img/immer.png" alt="">',
    );
  });

  it('does the same for an <img> that stays JSX (a computed attribute)', () => {
    const jsx = {
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: '/immer/img/immer-logo.svg' }],
      children: [],
    };
    const tree = { type: 'root', children: [jsx] } as unknown as Root;
    rehypeBaseUrlAssets({ baseUrl: '/immer/' })(tree);
    expect(jsx.attributes[0]?.value).toBe('/img/immer-logo.svg');
  });

  it('changes nothing on a site at the root', () => {
    expect(run('/')).toBe(toHtml(page()));
  });
});
