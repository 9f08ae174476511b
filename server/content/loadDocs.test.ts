import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDocs, routeForDocFile } from './loadDocs.ts';

let dir: string | undefined;

async function docsFolder(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'portal-docs-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

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
    await expect(loadDocs(root)).rejects.toThrow('ios/index.md: route /docs/ios is already taken by ios.md');
  });

  it('fails on a doc without a title, naming the file', async () => {
    const root = await docsFolder({ 'web/setup.md': '---\ndescription: x\n---\ntext\n' });
    await expect(loadDocs(root)).rejects.toThrow('web/setup.md: front matter needs a non-empty string "title"');
  });

  it('fails on malformed _category_.json, naming the file', async () => {
    const root = await docsFolder({ 'web/setup.md': page('Setup'), 'web/_category_.json': '{label:' });
    await expect(loadDocs(root)).rejects.toThrow(/^web\/_category_\.json: invalid JSON/);
  });
});
