import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteBaseContext } from './PageAnchor.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';

const rendered = (dropdown: Parameters<typeof NavbarDropdown>[0]['dropdown']) =>
  renderToStaticMarkup(
    <SiteBaseContext.Provider value="/site/">
      <NavbarDropdown dropdown={dropdown} />
    </SiteBaseContext.Provider>,
  );

const items = [
  { label: 'Help', href: '/help' },
  { label: 'GitHub', href: 'https://github.com/x' },
];

describe('NavbarDropdown', () => {
  it('is a closed disclosure button named by its label, its links in the HTML for hover and focus', () => {
    const html = rendered({ label: 'Community', items });
    expect(html).toMatch(
      /^<div class="navbar-dropdown"><button type="button" class="navbar-dropdown__toggle navbar__link" aria-expanded="false" aria-controls="([^"]+)">Community<\/button><ul id="\1" class="navbar-dropdown__menu">/,
    );
    expect(html).toContain('<a class="navbar-dropdown__link" href="/site/help">Help</a>');
    expect(html).toContain(
      '<a href="https://github.com/x" class="navbar-dropdown__link" rel="noopener noreferrer">GitHub</a>',
    );
  });

  it('links its label where it has an href, the button beside it naming what it opens', () => {
    const html = rendered({ label: 'More', href: '/more', items });
    expect(html).toContain(
      '<a class="navbar__link" href="/site/more">More</a><button type="button" class="navbar-dropdown__toggle"',
    );
    expect(html).toContain('aria-label="More: more links"');
  });
});
