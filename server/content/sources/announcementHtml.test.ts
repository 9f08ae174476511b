import { describe, expect, it } from 'vitest';
import { announcementProblem, sanitizeAnnouncement } from './announcementHtml.ts';

describe('the announcement bar’s HTML', () => {
  it('keeps links (with target and rel), emphasis and code as written', () => {
    const content =
      'Re-watch the <a target="_blank" rel="noopener noreferrer" href="https://www.youtube.com/watch?v=1">Keynote</a> — <b>new</b> in <code>v2</code>';
    expect(sanitizeAnnouncement(content)).toEqual({ html: content, removed: [] });
    expect(announcementProblem(content)).toBeNull();
  });

  it('takes out script, event handlers, styles and links that run script, and names them', () => {
    const { html, removed } = sanitizeAnnouncement(
      'Hi <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">there</a><img src=x onerror="y()">',
    );
    expect(html).toBe('Hi <a>there</a>');
    expect(removed).toEqual(expect.arrayContaining(['<script>', 'onClick on <a>', 'href on <a>', '<img>']));
  });

  it('fails the build’s check with one line naming what is not allowed', () => {
    expect(announcementProblem('<iframe src="https://example.com"></iframe>Read')).toBe(
      'announcementBar.content holds <iframe>, src on <iframe>: the bar takes links, emphasis and code only',
    );
  });
});
