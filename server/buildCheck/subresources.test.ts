/** What a page loads, as read from HTML and CSS: loaded resources in, links a reader follows out. */
import { describe, expect, it } from 'vitest';
import { cssSubresources, htmlSubresources } from './subresources.ts';

describe('htmlSubresources', () => {
  it('finds scripts, stylesheets, icons, images, media and the script and card metas', () => {
    const html = [
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
      '<link rel="stylesheet" href="/assets/entry-A.css"/><script src="/assets/boot-B.js"></script>',
      '<meta name="portal-app-script" content="/assets/entry-C.js"/>',
      '<meta property="og:image" content="https://site.example/img/card.png"/>',
      '<meta name="description" content="/not/a/file"/></head>',
      '<body><img src="/img/a.png" srcset="/img/a-2x.png 2x, img/a-3x.png 3x" alt="">',
      '<video poster="/media/poster.jpg"><source src="/media/clip.webm" type="video/webm"></video>',
      '<img src="/img/q.png?v=1&amp;w=2"></body>',
    ].join('');
    expect(htmlSubresources(html)).toEqual([
      '/favicon.svg',
      '/assets/entry-A.css',
      '/assets/boot-B.js',
      '/assets/entry-C.js',
      'https://site.example/img/card.png',
      '/img/a.png',
      '/img/a-2x.png',
      'img/a-3x.png',
      '/media/poster.jpg',
      '/media/clip.webm',
      '/img/q.png?v=1&w=2',
    ]);
  });

  it('leaves out what a reader navigates to', () => {
    const html = [
      '<link rel="canonical" href="https://site.example/docs/a"/>',
      '<link rel="alternate" type="text/markdown" href="/docs/a.md"/>',
      '<a href="/files/guide.pdf">the guide</a><a href="/docs/b">B</a>',
      '<meta property="og:url" content="https://site.example/docs/a"/>',
    ].join('');
    expect(htmlSubresources(html)).toEqual([]);
  });
});

describe('cssSubresources', () => {
  it('finds url() in every quoting, and @import', () => {
    const css =
      '@import "theme.css";@font-face{src:url(/fonts/a.woff2) format("woff2"),url("./b.woff") format("woff")}' +
      ".hero{background:url('../img/hero.png')}.x{mask:url( data:image/svg+xml;base64,AAAA )}";
    expect(cssSubresources(css)).toEqual([
      '/fonts/a.woff2',
      './b.woff',
      '../img/hero.png',
      'data:image/svg+xml;base64,AAAA',
      'theme.css',
    ]);
  });
});
