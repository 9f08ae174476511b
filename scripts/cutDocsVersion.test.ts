import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPageStore } from '../server/content/pageStore/buildPageStore.ts';
import { readDocsVersions } from '../server/content/sources/docsVersions.ts';
import { tempDocsWriter } from '../tests/support/tempDocs.ts';
import { cutDocsVersion } from './cutDocsVersion.ts';

const site = tempDocsWriter();
const page = '---\ntitle: Start\ndescription: Start here.\n---\n\nText.\n';

describe('cutDocsVersion', () => {
  it('copies docs/ into versioned_docs/ and lists the newest version first', async () => {
    const root = await site({ 'docs/start.md': page, 'docs/ios/badge.md': page });
    await cutDocsVersion(root, '1.0');
    await cutDocsVersion(root, '2.0');
    expect(JSON.parse(await readFile(join(root, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(await readFile(join(root, 'versioned_docs/version-1.0/ios/badge.md'), 'utf8')).toBe(page);
    const store = await buildPageStore(await readDocsVersions(root));
    // As in Docusaurus: the newest version at /docs, the others by name, the current docs at /docs/next.
    expect(Object.keys(store.pages)).toEqual(
      expect.arrayContaining(['/docs/ios/badge', '/docs/1.0/ios/badge', '/docs/next/ios/badge']),
    );
  });

  it('freezes the API contract with the docs, so the old reference keeps its operations', async () => {
    const contract = await readFile(new URL('../server/contract/fixtures/small.yaml', import.meta.url), 'utf8');
    const reference = (ids: string[]) =>
      page + ids.map((id) => `\n::operation{id="${id}"}\n`).join('') + '\n::webhook{event="note.created"}\n';
    const root = await site({ 'api/openapi.yaml': contract, 'docs/notes.md': reference(['getNote', 'createNote']) });
    await cutDocsVersion(root, '1.0');
    // The current contract drops createNote, and the current page with it.
    const withoutCreate = contract.replace(/ {2}\/notes:\n {4}post:[\s\S]*?(?=webhooks:)/, '');
    await writeFile(join(root, 'api/openapi.yaml'), withoutCreate);
    await writeFile(join(root, 'docs/notes.md'), reference(['getNote']));
    const store = await buildPageStore(await readDocsVersions(root));
    expect(store.markdown['/docs/notes']).toContain('`POST https://api.example.test/v1/notes`');
    expect(store.markdown['/docs/next/notes']).not.toContain('`POST https://api.example.test/v1/notes`');
    expect(store.contract?.yaml).toBe(withoutCreate);
  });

  it.each([
    ['a name with a slash', '../x', '"../x" is not a version name'],
    ['an existing version', '1.0', 'version 1.0 already exists in versions.json'],
  ])('refuses %s', async (_case, name, message) => {
    const root = await site({
      'docs/start.md': page,
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/start.md': page,
    });
    await expect(cutDocsVersion(root, name)).rejects.toThrow(message);
  });
});
