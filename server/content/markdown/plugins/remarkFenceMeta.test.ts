import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../compileMarkdown.ts';

describe('remarkFenceMeta', () => {
  it('reads a title written without a language, spaces included', async () => {
    const { html } = await compileMarkdown('```title="my script.sh"\n./run\n```\n');
    expect(html).toContain(
      '<div class="code-block"><div class="code-block__title">my script.sh</div><pre tabindex="0"><code>./run</code></pre>',
    );
  });

  it('reads highlighted lines written without a language', async () => {
    const { html } = await compileMarkdown('```{2}\na\nb\n```\n');
    expect(html).toContain(
      '<pre tabindex="0"><code><span class="code-line">a</span>\n<span class="code-line highlighted-code-line">b</span></code></pre>',
    );
  });

  it('leaves a real language alone', async () => {
    const { html } = await compileMarkdown('```swift {1}\nlet a = 1\n```\n');
    expect(html).toContain(
      '<div class="code-block" data-language="swift"><pre tabindex="0"><code class="hljs language-swift">',
    );
  });
});
