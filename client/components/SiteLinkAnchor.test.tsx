import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteBaseContext } from './PageAnchor.tsx';
import { SiteLinkAnchor } from './SiteLinkAnchor.tsx';

const underImmer = (href: string) =>
  renderToStaticMarkup(
    <SiteBaseContext.Provider value="/immer/">
      <SiteLinkAnchor link={{ label: 'x', href }} className="navbar__link" />
    </SiteBaseContext.Provider>,
  );

describe('SiteLinkAnchor under the base URL /immer/', () => {
  it('writes a link to another host as it is', () => {
    expect(underImmer('https://github.com/immerjs/immer')).toBe(
      '<a href="https://github.com/immerjs/immer" class="navbar__link" rel="noopener noreferrer">x</a>',
    );
    expect(underImmer('//cdn.example.com/x')).toContain('href="//cdn.example.com/x"');
  });

  it('puts the base URL in front of a site path once', () => {
    expect(underImmer('/docs/intro')).toBe('<a class="navbar__link" href="/immer/docs/intro">x</a>');
    expect(underImmer('/img/immer-logo.svg')).toContain('href="/immer/img/immer-logo.svg"');
    expect(underImmer('support')).toContain('href="/immer/support"');
  });
});
