import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { loadDocs } from './loadDocs.ts';

const docsFolder = tempDocsWriter();

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## Section\n\nText.\n`;

describe('loadDocs', () => {
  it('compiles every Markdown file and reads category metadata', async () => {
    const root = await docsFolder({
      'getting-started.md': page('Start'),
      'ios/badge.md': page('Badge'),
      'ios/_category_.json': '{"label": "iOS", "position": 2}',
      'ios/notes.txt': 'not a doc',
    });
    const { docs, categories } = await loadDocs(root);
    expect(docs.map((doc) => [doc.file, doc.route, doc.categoryPath])).toEqual([
      ['getting-started.md', '/docs/getting-started', []],
      ['ios/badge.md', '/docs/ios/badge', ['ios']],
    ]);
    expect(docs[1]?.toc).toEqual([{ id: 'section', text: 'Section', depth: 2 }]);
    expect(categories.get('ios')).toEqual({ label: 'iOS', position: 2 });
  });

  it('fails when two files claim one route', async () => {
    const root = await docsFolder({ 'ios.md': page('iOS'), 'ios/index.md': page('iOS index') });
    await expect(loadDocs(root)).rejects.toThrow('docs/ios/index.md: route /docs/ios is already taken by docs/ios.md');
  });

  it('takes a missing title from the first heading (then not rendered twice) and the description from the first paragraph', async () => {
    const root = await docsFolder({ 'web/setup.md': '# Set *up* the SDK\n\nInstall it with npm.\n\n## Next\n' });
    const [doc] = (await loadDocs(root)).docs;
    expect(doc).toMatchObject({ title: 'Set up the SDK', description: 'Install it with npm.' });
    expect(doc?.html).not.toContain('<h1');
  });

  it('keeps the heading in the body with hide_title, and falls back to the id without any title', async () => {
    const root = await docsFolder({
      'a.md': '---\nhide_title: true\n---\n# Shown once\n\nText.\n',
      'b.md': 'Just text.\n',
    });
    const [a, b] = (await loadDocs(root)).docs;
    expect(a?.html).toContain('<h1');
    expect(b?.title).toBe('b');
  });

  it('reports every front matter problem of every file, in file order, the same way each run', async () => {
    const root = await docsFolder({
      'z.md': '---\ntitle: 7\nsidebar_position: x\n---\nText.\n',
      'a.md': '---\nhide_title: yes please\n---\nText.\n',
      'm.md': '---\ntitle: [unclosed\n---\nText.\n',
    });
    const error = await loadDocs(root).catch((caught: Error) => caught);
    expect(String((error as Error).message).split('\n')).toEqual([
      'docs/a.md: front matter "hide_title" must be true or false',
      expect.stringMatching(/^docs\/m\.md:\d+: front matter is not valid YAML/),
      'docs/z.md: front matter "title" must be a non-empty string',
      'docs/z.md: front matter "sidebar_position" must be a number',
    ]);
  });

  it('names a page whose compile fails and whose front matter is mistyped with both problems at once', async () => {
    const root = await docsFolder({ 'a.mdx': '---\nsidebar_position: first\n---\n\n<Fancy />\n' });
    const error = await loadDocs(root).catch((caught: Error) => caught);
    expect(String((error as Error).message).split('\n')).toEqual([
      'docs/a.mdx: front matter "sidebar_position" must be a number',
      expect.stringMatching(/^docs\/a\.mdx:5: unknown component <Fancy>/),
    ]);
  });

  it('keeps a page that fails as a page with a notice when asked, listing its problems apart', async () => {
    const root = await docsFolder({ 'a.mdx': '---\ntitle: A\n---\n\n<Fancy />\n', 'b.md': page('B') });
    const { docs, problems } = await loadDocs(root, { keepFailedPages: true });
    expect(docs.map((doc) => [doc.id, doc.title, doc.failed ?? false])).toEqual([
      ['a', 'A', true],
      ['b', 'B', false],
    ]);
    expect(docs[0]?.html).toContain('data-docs-fallback');
    expect(problems).toEqual([expect.stringMatching(/^docs\/a\.mdx:5: unknown component <Fancy>/)]);
  });

  it('leaves drafts out unless asked, and partials (_file.md) always', async () => {
    const root = await docsFolder({ 'a.md': 'A.\n', 'draft.md': '---\ndraft: true\n---\nD.\n', '_partial.md': 'P.\n' });
    expect((await loadDocs(root)).docs.map((doc) => doc.file)).toEqual(['a.md']);
    expect((await loadDocs(root, { includeDrafts: true })).docs.map((doc) => doc.file)).toEqual(['a.md', 'draft.md']);
  });

  it('fails on malformed _category_.json, naming the file', async () => {
    const root = await docsFolder({ 'web/setup.md': page('Setup'), 'web/_category_.json': '{label:' });
    await expect(loadDocs(root)).rejects.toThrow(/^docs\/web\/_category_\.json: invalid JSON/);
  });

  it.each([
    ['{"label": 7}', 'docs/web/_category_.json: "label" must be a string'],
    ['{"label": ""}', 'docs/web/_category_.json: "label" must not be empty'],
    ['["Web"]', 'docs/web/_category_.json: must be an object'],
    [
      '{"link": {"type": "nope"}}',
      'docs/web/_category_.json: "link" must be {type: "doc", id} or {type: "generated-index"}',
    ],
    ['{"label": "Web", "position": "2"}', 'docs/web/_category_.json: "position" must be a number'],
  ])('fails on the _category_.json %s with one line', async (json, message) => {
    const root = await docsFolder({ 'web/setup.md': page('Setup'), 'web/_category_.json': json });
    await expect(loadDocs(root)).rejects.toThrow(new Error(message));
  });

  it('reads a _category_.json or _category_.yml as Docusaurus does, ignoring fields it does not know', async () => {
    const root = await docsFolder({
      'web/setup.md': page('Setup'),
      'web/_category_.json': '{"label": "Web", "position": 2, "collapsed": false, "customProps": {}}',
      'ios/setup.md': page('Setup'),
      'ios/_category_.yml': 'label: iOS\nlink:\n  type: generated-index\n  title: All about iOS\n',
    });
    const { categories } = await loadDocs(root);
    expect(categories.get('web')).toEqual({ label: 'Web', position: 2, collapsed: false });
    expect(categories.get('ios')).toEqual({ label: 'iOS', link: { type: 'generated-index', title: 'All about iOS' } });
  });
});
