import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { routeForDocFile } from '../docRoutes.ts';
import { loadDocs } from './loadDocs.ts';

const docsFolder = tempDocsWriter();

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## Section\n\nText.\n`;

describe('routeForDocFile', () => {
  it.each([
    ['getting-started.md', '/docs/getting-started'],
    ['api/chat/post-message.md', '/docs/api/chat/post-message'],
    ['ios/index.md', '/docs/ios'],
    ['index.md', '/docs'],
  ])('maps %s to %s', (file, route) => expect(routeForDocFile(file)).toBe(route));
});

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

  it('fails on a doc without a title, naming the file', async () => {
    const root = await docsFolder({ 'web/setup.md': '---\ndescription: x\n---\ntext\n' });
    await expect(loadDocs(root)).rejects.toThrow('docs/web/setup.md: front matter needs a non-empty string "title"');
  });

  it('fails on malformed _category_.json, naming the file', async () => {
    const root = await docsFolder({ 'web/setup.md': page('Setup'), 'web/_category_.json': '{label:' });
    await expect(loadDocs(root)).rejects.toThrow(/^docs\/web\/_category_\.json: invalid JSON/);
  });

  it.each([
    ['{"position": 1}', 'docs/web/_category_.json: needs a string "label"'],
    ['{"label": ""}', 'docs/web/_category_.json: needs a string "label"'],
    ['["Web"]', 'docs/web/_category_.json: needs a string "label"'],
    ['{"label": "Web", "position": "2"}', 'docs/web/_category_.json: "position" must be a number'],
  ])('fails on the _category_.json %s with one line', async (json, message) => {
    const root = await docsFolder({ 'web/setup.md': page('Setup'), 'web/_category_.json': json });
    await expect(loadDocs(root)).rejects.toThrow(new Error(message));
  });

  it('reads label and position of a _category_.json, ignoring other fields', async () => {
    const root = await docsFolder({
      'web/setup.md': page('Setup'),
      'web/_category_.json': '{"label": "Web", "position": 2, "collapsed": false}',
    });
    expect((await loadDocs(root)).categories.get('web')).toEqual({ label: 'Web', position: 2 });
  });
});
