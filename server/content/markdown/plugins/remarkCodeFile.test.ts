import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/testApp.ts';
import { tempDocsWriter } from '../../../../tests/support/tempDocs.ts';
import { buildPageStore } from '../../pageStore/buildPageStore.ts';
import { readDocsVersions } from '../../sources/docsVersions.ts';

const page = (body: string) => `---\ntitle: Hooks\ndescription: Hooks.\n---\n\n${body}\n`;
const writeSite = tempDocsWriter();
const build = async (files: Record<string, string>) => buildPageStore(await readDocsVersions(await writeSite(files)));

describe('::code-file', () => {
  it('shows the file as a titled block with a download link, in the page and its Markdown, and serves it', async () => {
    const store = await build({
      'docs/hooks/verify.md': page('Text.\n\n::code-file{src="./code/check.js"}'),
      'docs/hooks/code/check.js': 'const ok = "```";\nmodule.exports = ok;\n',
    });
    const html = store.pages['/docs/hooks/verify'];
    expect(html?.kind === 'doc' && html.html).toContain('check.js');
    expect(html?.kind === 'doc' && html.html).toContain('href="/docs/hooks/code/check.js"');
    // The fence is longer than the file's own backtick run, so the whole file stays one block.
    expect(store.markdown['/docs/hooks/verify']).toContain(
      '````javascript title="check.js"\nconst ok = "```";\nmodule.exports = ok;\n````\n\n[Download check.js](/docs/hooks/code/check.js)',
    );
    expect(store.codeFiles).toEqual({ '/docs/hooks/code/check.js': 'const ok = "```";\nmodule.exports = ok;\n' });
  });

  it('carries norun="reason" over to the block for the samples check', async () => {
    const store = await build({
      'docs/a.md': page('::code-file{src="./run.sh" norun="needs a server"}'),
      'docs/run.sh': 'curl http://localhost:3000\n',
    });
    expect(store.markdown['/docs/a']).toContain('```bash title="run.sh" norun="needs a server"\n');
  });

  it('fails with the page and line for a missing file, a path outside the docs and an unknown extension', async () => {
    await expect(build({ 'docs/a.md': page('Text.\n\n::code-file{src="./code/none.js"}') })).rejects.toThrow(
      'docs/a.md:8: ::code-file src="./code/none.js": no such file (code/none.js in the docs folder)',
    );
    await expect(
      build({ 'docs/a.md': page('::code-file{src="../secrets.json"}'), 'secrets.json': '{}' }),
    ).rejects.toThrow('docs/a.md:6: ::code-file src="../secrets.json" must be a path relative to the page');
    await expect(build({ 'docs/a.md': page('::code-file{src="./notes.txt"}'), 'docs/notes.txt': 'x' })).rejects.toThrow(
      'docs/a.md:6: ::code-file cannot show "./notes.txt": no language for .txt',
    );
  });
});

describe('the code files of the Advoca docs', () => {
  it('are served as plain text at the route their download link names', async () => {
    const app = await createTestApp();
    const response = await request(app).get('/docs/webhooks/code/advoca-signature.js').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('function verifyAdvocaSignature');
    const page = await request(app).get('/docs/webhooks/security.md').expect(200);
    expect(page.text).toContain('[Download advoca-signature.js](/docs/webhooks/code/advoca-signature.js)');
  });
});
