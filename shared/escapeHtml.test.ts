/** Text escaped by hand, where a page is filled in without React, as React escapes it. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it.each([`/a"b<c>&'d/`, '<script>alert(1)</script>', '&amp;', '/plain/', 'ü ✓ \u2028'])(
    'writes %j as React writes it in an element',
    (text) => {
      expect(`<code>${escapeHtml(text)}</code>`).toBe(renderToStaticMarkup(createElement('code', null, text)));
    },
  );
});
