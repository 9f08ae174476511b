import { describe, expect, it } from 'vitest';
import { isSafeUrl, quoteUrl, srcsetUrls, unsafeUrlReason, urlScheme } from './safeUrl.ts';

describe('unsafeUrlReason', () => {
  it('refuses javascript: and vbscript: however a browser would still read them', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' \u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
    ])
      expect(unsafeUrlReason(url), url).toMatch(/^(javascript|vbscript): URLs run script$/);
  });

  it('refuses data: URLs, except the image types where an <img> or <source> shows them', () => {
    expect(unsafeUrlReason('data:text/html,<script>alert(1)</script>')).toMatch(/^data: URLs may hold a page/);
    expect(unsafeUrlReason('data:image/png;base64,AAAA')).toMatch(/^data: URLs/);
    for (const type of ['png', 'jpeg', 'gif', 'webp', 'avif', 'svg+xml'])
      expect(unsafeUrlReason(`data:image/${type};base64,AAAA`, { image: true }), type).toBeNull();
    expect(unsafeUrlReason('DATA:image/PNG,AAAA', { image: true })).toBeNull();
    expect(unsafeUrlReason('data:text/html,hi', { image: true })).toMatch(/^data: URLs/);
    expect(unsafeUrlReason('data:image/x-icon,AAAA', { image: true })).toMatch(/^data: URLs/);
  });

  it('lets every other URL through', () => {
    for (const url of [
      '/docs/a',
      'https://example.com/x',
      '#top',
      'mailto:a@b.c',
      'docs/javascript:x',
      '?q=data:x',
      '',
    ])
      expect(isSafeUrl(url), url).toBe(true);
  });
});

describe('urlScheme', () => {
  it('reads the scheme in lower case, or null', () => {
    expect(urlScheme('HTTPS://x')).toBe('https');
    expect(urlScheme('/a:b')).toBeNull();
    expect(urlScheme('1x:y')).toBeNull();
  });
});

describe('srcsetUrls', () => {
  it('reads each candidate’s URL, data: URLs with their commas included', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('data:image/png;base64,AAAA 1x, javascript:x 2x')).toEqual([
      'data:image/png;base64,AAAA',
      'javascript:x',
    ]);
    expect(srcsetUrls('a.png,b.png')).toEqual(['a.png,b.png']);
    expect(srcsetUrls('a.png, b.png')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('a.png 100w (x, y), c.png')).toEqual(['a.png', 'c.png']);
  });
});

describe('quoteUrl', () => {
  it('quotes at most 40 characters', () => {
    expect(quoteUrl('javascript:x')).toBe('"javascript:x"');
    expect(quoteUrl(`javascript:${'a'.repeat(50)}`)).toBe(`"javascript:${'a'.repeat(29)}…"`);
  });
});
