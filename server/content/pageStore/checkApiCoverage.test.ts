import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tempDocsWriter } from '../../../tests/support/tempDocs.ts';
import { readDocsVersions } from '../sources/docsVersions.ts';
import { buildPageStore } from './buildPageStore.ts';

const contract = await readFile(new URL('../../contract/fixtures/small.yaml', import.meta.url), 'utf8');
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;
const writeSite = tempDocsWriter();
const build = async (files: Record<string, string>) =>
  buildPageStore(await readDocsVersions(await writeSite({ 'api/openapi.yaml': contract, ...files })));

const allThree = '::operation{id="getNote"}\n\n::operation{id="createNote"}\n\n::webhook{event="note.created"}';

describe('each operation and webhook event on exactly one page', () => {
  it('builds when every one is documented once, and serves the contract as written', async () => {
    const store = await build({ 'docs/notes.md': page('Notes', allThree) });
    expect(store.contract?.yaml).toBe(contract);
    expect(JSON.parse(store.contract?.json ?? '{}').info.title).toBe('Small API');
    expect(store.markdown['/docs/notes']).toContain('## Event request');
  });

  it('fails naming each one no page documents, and the directive to add', async () => {
    await expect(build({ 'docs/notes.md': page('Notes', '::operation{id="getNote"}') })).rejects.toMatchObject({
      // The whole message: both, one a line, in contract order.
      message:
        'api/openapi.yaml: operation "createNote" is on no page; add ::operation{id="createNote"} to the page that documents it\n' +
        'api/openapi.yaml: webhook "note.created" is on no page; add ::webhook{event="note.created"} to the page that documents it',
    });
  });

  it('fails naming both places when one is documented twice', async () => {
    const files = {
      'docs/notes.md': page('Notes', allThree),
      'docs/more.md': page('More', 'Text.\n\n::operation{id="getNote"}'),
    };
    await expect(build(files)).rejects.toThrow(
      'docs/notes.md:6: operation "getNote" is already documented at docs/more.md:8; document it on one page',
    );
  });

  it('needs no contract when no page uses one', async () => {
    const store = buildPageStore(await readDocsVersions(await writeSite({ 'docs/a.md': page('A', 'Text.') })));
    await expect(store).resolves.toMatchObject({ contract: null });
  });

  it('reads {{facts}} from the docs folder’s _facts.yaml, in pages and their Markdown for machines', async () => {
    const root = await writeSite({
      'docs/_facts.yaml': 'sdk:\n  version: 5.2.0\n',
      'docs/a.md': page('A', 'Install {{sdk.version}}.'),
    });
    const store = await buildPageStore(await readDocsVersions(root));
    expect(store.markdown['/docs/a']).toContain('Install 5.2.0.');
    const a = store.pages['/docs/a'];
    expect(a?.kind === 'doc' && a.html).toBe('<p>Install 5.2.0.</p>');
  });
});
