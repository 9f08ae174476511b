import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../tests/support/tempDocs.ts';
import { currentVersionOnly } from '../content/sources/docsVersions.ts';
import { DevContent } from './devContent.ts';

const site = tempDocsWriter();
const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

describe('DevContent', () => {
  it('recompiles only the file that changed, and reassembles the pages', async () => {
    const root = await site({ 'a.md': page('A'), 'b.md': page('B') });
    const content = new DevContent(currentVersionOnly(root));
    const before = await content.load();
    await writeFile(join(root, 'a.md'), page('A, edited'));
    const after = await content.apply(join(root, 'a.md'), false);
    expect(after.store.pages['/docs/a']?.title).toBe('A, edited');
    // b.md was not compiled again: its compiled HTML is the very same string object.
    const html = (store: typeof before.store) => (store.pages['/docs/b'] as { html: string }).html;
    expect(Object.is(html(after.store), html(before.store))).toBe(true);
  });

  it('follows the sidebars file beside the docs, shows drafts, and relinks pages when a slug moves one', async () => {
    const root = await site({
      'docs/a.md': page('A', '[to B](./b.md)'),
      'docs/b.md': page('B'),
      'docs/draft.md': '---\ndraft: true\n---\n# Draft\n',
    });
    const content = new DevContent(currentVersionOnly(join(root, 'docs')));
    const first = await content.load();
    expect(first.store.pages['/docs/draft']).toBeDefined();
    await writeFile(join(root, 'sidebars.json'), '{"docs": ["b", "a"]}');
    const reordered = await content.apply(join(root, 'sidebars.json'), false);
    expect((reordered.store.pages['/docs/b'] as { next: { path: string } }).next.path).toBe('/docs/a');
    await writeFile(join(root, 'docs/b.md'), `---\nslug: /bee\n---\n# B\n`);
    const moved = await content.apply(join(root, 'docs/b.md'), false);
    expect((moved.store.pages['/docs/a'] as { html: string }).html).toContain('href="/docs/bee"');
  });

  it('adds and removes pages, sidebar included', async () => {
    const root = await site({ 'a.md': page('A') });
    const content = new DevContent(currentVersionOnly(root));
    await content.load();
    await writeFile(join(root, 'c.md'), page('C'));
    const added = await content.apply(join(root, 'c.md'), false);
    expect(JSON.stringify((added.store.pages['/docs/a'] as { sidebar: unknown }).sidebar)).toContain('/docs/c');
    await unlink(join(root, 'c.md'));
    const removed = await content.apply(join(root, 'c.md'), true);
    expect(removed.store.pages['/docs/c']).toBeUndefined();
  });

  it('reports broken links and Markdown errors as warnings, keeping the last good page', async () => {
    const root = await site({ 'a.md': page('A'), 'b.md': page('B') });
    const content = new DevContent(currentVersionOnly(root));
    await content.load();
    await writeFile(join(root, 'a.md'), page('A', '[gone](/docs/gone)'));
    expect((await content.apply(join(root, 'a.md'), false)).warnings).toEqual([
      'docs/a.md:6 → /docs/gone (no such page)',
    ]);
    await writeFile(join(root, 'b.md'), '---\ntitle: [1]\n---\n');
    const broken = await content.apply(join(root, 'b.md'), false);
    expect(broken.warnings).toContain('docs/b.md: front matter "title" must be a non-empty string');
    expect(broken.store.pages['/docs/b']?.title).toBe('B');
  });

  it('starts with a page that cannot be built: serves its notice, shows its problems until the file is fixed', async () => {
    const root = await site({ 'a.md': page('A'), 'b.mdx': page('B', '<Nope />') });
    const content = new DevContent(currentVersionOnly(root));
    const first = await content.load();
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]).toMatch(/^docs\/b\.mdx:6: unknown component <Nope>/);
    expect((first.store.pages['/docs/b'] as { html: string }).html).toContain('data-docs-fallback');
    expect((first.store.pages['/docs/a'] as { html: string }).html).not.toContain('data-docs-fallback');
    await writeFile(join(root, 'b.mdx'), page('B', 'Fixed.'));
    const fixed = await content.apply(join(root, 'b.mdx'), false);
    expect(fixed.warnings).toEqual([]);
    expect((fixed.store.pages['/docs/b'] as { html: string }).html).toContain('Fixed.');
  });
});
