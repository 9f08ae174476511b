import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../markdown/compileMarkdown.ts';
import { prefixInternalUrls } from './withBaseUrl.ts';

describe('prefixInternalUrls', () => {
  it('prefixes links and images to site paths only', () => {
    const html =
      '<p><a href="/docs/ios/badge#usage">badge</a> <a href="#local">here</a> <a href="https://example.com/x">out</a> ' +
      '<a href="//cdn.example.com/x">cdn</a> <img src="/img/a.png" alt=""> <a class="x" title="y" href="/">home</a></p>';
    expect(prefixInternalUrls(html, '/developer/')).toBe(
      '<p><a href="/developer/docs/ios/badge#usage">badge</a> <a href="#local">here</a> <a href="https://example.com/x">out</a> ' +
        '<a href="//cdn.example.com/x">cdn</a> <img src="/developer/img/a.png" alt=""> <a class="x" title="y" href="/developer/">home</a></p>',
    );
  });

  it('leaves code that merely shows a link untouched', async () => {
    const { html } = await compileMarkdown(
      'See [badge](/docs/ios/badge).\n\n```html\n<a href="/docs/x">x</a>\n```\n\nInline `<a href="/y">` too.\n',
    );
    const prefixed = prefixInternalUrls(html, '/developer/');
    expect(prefixed).toContain('<a href="/developer/docs/ios/badge">');
    expect(prefixed).not.toContain('/developer/docs/x');
    expect(prefixed).toContain('&#x3C;a href="/y">');
  });

  it('changes nothing at the root', () => {
    expect(prefixInternalUrls('<a href="/docs/x">x</a>', '/')).toBe('<a href="/docs/x">x</a>');
  });
});
