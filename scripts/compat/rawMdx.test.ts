import { describe, expect, it } from 'vitest';
import { proseLines, rawMdxHits } from './rawMdx.ts';

const page = (article: string) =>
  `<html><body><header><a href="/">Home</a></header><main><article class="doc">${article}</article></main></body></html>`;

describe('raw MDX in an article', () => {
  it('finds MDX source shown as text: import/export lines, ::: fences, tags, comments and expressions', () => {
    const hits = rawMdxHits(
      page(
        [
          '<p>import Tabs from &#x27;@theme/Tabs&#x27;;</p>',
          '<p>export const year = 2024;</p>',
          '<p>:::tip Title</p>',
          '<p>&lt;Tabs groupId=&quot;os&quot;&gt;</p>',
          '<p>Text &lt;/TabItem&gt; more</p>',
          '<p>{/* a comment */}</p>',
          '<p>Released in {props.year}.</p>',
          '<p>&lt;div className={styles.box}&gt;</p>',
        ].join('\n'),
      ),
    );
    expect(hits.map((hit) => hit.kind)).toEqual([
      'import/export line',
      'import/export line',
      '::: fence',
      'JSX tag as text',
      'JSX tag as text',
      'MDX comment',
      '{expression}',
      'JSX tag as text',
    ]);
    expect(hits[0]?.text).toBe("import Tabs from '@theme/Tabs';");
  });

  it('leaves code, rendered components, the fallback notice and ordinary prose alone', () => {
    const hits = rawMdxHits(
      page(
        [
          '<pre><code>import x from "y";\n:::note\n&lt;Tabs&gt;</code></pre>',
          '<p>Call <code>{props.x}</code> or <code>&lt;Foo /&gt;</code>.</p>',
          '<div class="tabs"><button>npm</button></div>',
          '<aside class="admonition" data-docs-fallback=""><ul><li><code>docs/a.mdx:3: unknown component &lt;Fancy&gt;</code></li></ul></aside>',
          '<p>Import the module, then export it. If a &lt; b and c &gt; d, use {{ message }} in Vue.</p>',
          '<p>Set the value to { a: 1 } or {} here.</p>',
          '<h3>&lt;URL&gt;:_authToken</h3>',
          '<h3>resolveConfig([options]) [Promise&lt;RuntimeConfig&gt;]</h3>',
          '<p>overrides (Partial&lt;Detox.DetoxConfig&gt;) to merge</p>',
        ].join('\n'),
      ),
    );
    expect(hits).toEqual([]);
  });

  it('reads only the article, line by line', () => {
    expect(proseLines('<article><h1>Title</h1><p>One<br/>Two</p><nav><a>Next</a></nav></article>')).toEqual([
      'Title',
      'One',
      'Two',
    ]);
  });

  it('takes braces in prose as text on a Docusaurus 2 site, as MDX 1 showed them', () => {
    const html = page('<p>Returns: {string}</p>\n<p>&lt;Tabs groupId=&quot;os&quot;&gt;</p>');
    expect(rawMdxHits(html).map((hit) => hit.kind)).toEqual(['{expression}', 'JSX tag as text']);
    expect(rawMdxHits(html, { mdx1: true }).map((hit) => hit.kind)).toEqual(['JSX tag as text']);
  });
});
