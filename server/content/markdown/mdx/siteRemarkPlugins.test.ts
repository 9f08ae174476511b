import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { type PluggableList, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkTabs from '../plugins/remarkTabs.ts';
import { siteRemarkPlugins } from './siteRemarkPlugins.ts';

const npm2yarn = siteRemarkPlugins({
  remarkPlugins: [{ name: '@docusaurus/remark-plugin-npm2yarn', options: { sync: true } }],
});

async function html(markdown: string, plugins: PluggableList, mdx = false): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(mdx ? [remarkMdx] : [])
    .use(remarkDirective)
    .use(plugins)
    .use(remarkTabs)
    .use(remarkRehype)
    .use(rehypeStringify);
  return String(await processor.process(new VFile({ value: markdown, path: 'docs/install.md' })));
}

describe('siteRemarkPlugins', () => {
  it('leaves out plugins the portal does not run', () => {
    expect(npm2yarn).toHaveLength(1);
    expect(siteRemarkPlugins({ remarkPlugins: [{ name: 'remark-unknown' }] })).toEqual([]);
    expect(siteRemarkPlugins({})).toEqual([]);
  });

  it.each([false, true])('renders npm2yarn blocks as the portal’s own tabs (MDX: %s)', async (mdx) => {
    const source = 'Install:\n\n```bash npm2yarn\nnpm install --save-dev jest\n```\n';
    const expected = [
      '::::tabs{groupId="npm2yarn"}',
      ':::tab{label="npm" value="npm"}\n```bash\nnpm install --save-dev jest\n```\n:::',
      ':::tab{label="Yarn" value="yarn"}\n```bash\nyarn add --dev jest\n```\n:::',
      ':::tab{label="pnpm" value="pnpm"}\n```bash\npnpm add --save-dev jest\n```\n:::',
      ':::tab{label="Bun" value="bun"}\n```bash\nbun add --dev jest\n```\n:::',
      '::::',
    ].join('\n');
    const converted = await html(source, npm2yarn, mdx);
    expect(converted).toBe(await html(`Install:\n\n${expected}\n`, []));
    expect(converted).toContain('yarn add --dev jest');
    expect(converted).not.toContain('@theme/Tabs');
  });
});
