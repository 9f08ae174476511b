import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { asSitePage, newSitePage, versionOfDocsDir } from '../sitePage.ts';
import { portalModule } from './index.ts';

const exported = (specifier: string, name = 'default') =>
  (portalModule(specifier) as Record<string, unknown>)[name] as (...args: never[]) => unknown;

const render = (specifier: string, props: Record<string, unknown>, ...children: unknown[]) =>
  renderToStaticMarkup(
    createElement(exported(specifier) as Parameters<typeof createElement>[0], props, ...(children as [])),
  );

describe("the portal's Docusaurus modules", () => {
  it('useBaseUrl puts the site’s base URL in front of site paths only', () => {
    const page = { ...newSitePage('docs/a.mdx', undefined), baseUrl: '/immer/' };
    const useBaseUrl = exported('@docusaurus/useBaseUrl') as (url: string, options?: object) => string;
    asSitePage(page, () => {
      expect(useBaseUrl('/img/a.png')).toBe('/immer/img/a.png');
      expect(useBaseUrl('img/a.png')).toBe('/immer/img/a.png');
      expect(useBaseUrl('/immer/img/a.png')).toBe('/immer/img/a.png');
      expect(useBaseUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    });
  });

  it('Link writes a site path and opens other sites in a new tab', () => {
    expect(render('@docusaurus/Link', { to: '/docs/x' }, 'X')).toBe('<a href="/docs/x">X</a>');
    expect(render('@docusaurus/Link', { href: 'https://example.com' }, 'E')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">E</a>',
    );
  });

  it('the docs version is the page’s folder’s', () => {
    expect(versionOfDocsDir('/site/versioned_docs/version-0.77')).toMatchObject({ name: '0.77', isCurrent: false });
    expect(versionOfDocsDir('/site/docs')).toMatchObject({ name: 'current', isCurrent: true });
    const useActiveVersion = exported('@docusaurus/plugin-content-docs/client', 'useActiveVersion') as () => {
      label: string;
    };
    const page = newSitePage('versioned_docs/version-0.77/a.mdx', '/site/versioned_docs/version-0.77');
    expect(asSitePage(page, () => useActiveVersion().label)).toBe('0.77');
  });

  it('Translate and translate give the default message with its values', () => {
    expect(render('@docusaurus/Translate', { values: { n: 3 } }, 'Hello {n}')).toBe('Hello 3');
    const translate = exported('@docusaurus/Translate', 'translate') as (message: object) => string;
    expect(translate({ message: 'Bye', id: 'x' })).toBe('Bye');
  });

  it('Tabs, Admonition and CodeBlock give the portal’s markup; BrowserOnly only its fallback', () => {
    const TabItem = exported('@theme/TabItem') as unknown as (props: { value: string }) => null;
    const tabs = asSitePage(newSitePage('docs/a.mdx', undefined), () =>
      render(
        '@theme/Tabs',
        {
          groupId: 'pm',
          values: [
            { value: 'npm', label: 'npm' },
            { value: 'yarn', label: 'Yarn' },
          ],
          defaultValue: 'yarn',
        },
        createElement(TabItem, { value: 'npm', key: 'npm' }, 'A'),
        createElement(TabItem, { value: 'yarn', key: 'yarn' }, 'B'),
      ),
    );
    expect(tabs).toContain('<div class="tabs" data-portal-tabs-group="pm"><div class="tabs__list" role="tablist">');
    expect(tabs).toContain('id="site-tabs-1-tab-yarn" aria-controls="site-tabs-1-panel-yarn" aria-selected="true"');
    expect(tabs).toContain('data-portal-tab="yarn" data-selected=""><p class="tabs__panel-label">Yarn</p>B</div>');
    expect(render('@theme/Admonition', { type: 'warning' }, 'Careful')).toBe(
      '<aside class="admonition admonition--caution"><p class="admonition__title">Warning</p>Careful</aside>',
    );
    expect(render('@theme/CodeBlock', { language: 'sh', title: 'a.sh', showLineNumbers: true }, '\nls\n')).toBe(
      '<pre><code class="language-sh" data-meta="title=&quot;a.sh&quot; showLineNumbers">ls\n</code></pre>',
    );
    expect(render('@docusaurus/BrowserOnly', { fallback: 'Loading' }, () => 'never')).toBe('Loading');
    expect(render('@docusaurus/BrowserOnly', {}, () => 'never')).toBe('');
  });
});
