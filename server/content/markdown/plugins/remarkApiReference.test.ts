import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contractFromText } from '../../../contract/loadContract.ts';
import { compileMarkdown } from '../compileMarkdown.ts';

const contract = await contractFromText(
  await readFile(new URL('../../../contract/fixtures/small.yaml', import.meta.url), 'utf8'),
  'api/openapi.yaml',
);
const page = (body: string) => `---\ntitle: Notes\ndescription: Notes.\n---\n\nIntro.\n\n${body}\n\nOutro.\n`;

describe('remarkApiReference', () => {
  it('replaces ::operation with the reference generated from the contract', async () => {
    const compiled = await compileMarkdown(page('::operation{id="createNote"}'), 'docs/notes.md', undefined, contract);
    // Sections in reading order, in the table of contents like written ones.
    expect(compiled.toc.map((entry) => entry.text)).toEqual([
      'Request',
      'Parameters',
      'Body parameters',
      'Example request',
      'Example response',
      'Response',
      'Errors',
    ]);
    expect(compiled.html).toContain('<code>POST https://sandbox.example.test/v1/notes</code>');
    // The example request in five languages, in the synced http-client tab group.
    expect(compiled.html).toContain('data-portal-tabs-group="http-client"');
    for (const value of ['curl', 'php', 'ruby', 'node', 'python'])
      expect(compiled.html).toContain(`data-portal-tab="${value}"`);
    expect(compiled.html).toContain('Bearer tok_123');
    // Fields of the response, nested fields by path, constraints in words.
    expect(compiled.html).toContain(
      '<dt class="api-field__head"><span class="api-field__name"><code>author.name</code></span> <span class="api-field__type">string</span></dt>',
    );
    expect(compiled.html).toContain('1 to 200 characters.');
    expect(compiled.html).toContain('<a href="/openapi.yaml">Download OpenAPI</a>');
    expect(compiled.apiReferences).toEqual([
      { kind: 'operation', name: 'createNote', line: 8, method: 'POST', path: '/v1/notes' },
    ]);
  });

  it('lays the reference out in the page: request and parameters, the examples beside them, then the response and errors', async () => {
    const { html, expandedSource } = await compileMarkdown(
      page('::operation{id="getNote"}'),
      'docs/notes.md',
      undefined,
      contract,
    );
    const at = (text: string) => {
      const index = html.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    // In reading order: one column on narrow screens shows the examples after the parameters.
    const order = [
      '<div class="api-operation"><div class="api-operation__main"><h2 data-portal-generated="" id="request">',
      'id="query-parameters"',
      '</div><div class="api-operation__examples"><h2 data-portal-generated="" id="example-request">',
      'class="try-it"',
      'id="example-response"',
      '</div><div class="api-operation__details"><h2 data-portal-generated="" id="response">',
      'id="errors"',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html.slice(at('id="example-response"'), at('api-operation__details'))).toContain('"note_1"');
    // The page's Markdown for machines: the same text, with its tables and without the layout.
    expect(expandedSource).not.toMatch(/:::api|^:{5,}$/m);
    expect(expandedSource).toContain('| `verbose` | boolean | No | `false` | Include everything. |');
    expect(expandedSource.indexOf('## Example response')).toBeGreaterThan(expandedSource.indexOf('## Example request'));
  });

  it('shows each parameter and field as a term (name, type, required) and its description', async () => {
    const { html } = await compileMarkdown(page('::operation{id="getNote"}'), 'docs/notes.md', undefined, contract);
    expect(html).toContain(
      '<h3 data-portal-generated="" id="query-parameters">Query parameters<a class="heading-anchor" aria-label="Direct link to Query parameters" href="#query-parameters"></a></h3>' +
        '<dl class="api-fields"><div class="api-field">' +
        '<dt class="api-field__head"><span class="api-field__name"><code>verbose</code></span> <span class="api-field__type">boolean</span> <span class="api-field__optional">Optional</span></dt>' +
        '<dd class="api-field__description">Include everything. <span class="api-field__default">Default: <code>false</code></span></dd>' +
        '</div></dl>',
    );
    expect(html).toContain(
      '<dt class="api-field__head"><span class="api-field__name"><code>noteId</code></span> <span class="api-field__type">string</span> <span class="api-field__required">Required</span></dt>',
    );
    // Response headers are fields too; the errors stay a table (status, code, cause).
    expect(html).toMatch(/id="response-headers".*<dl class="api-fields">.*<code>Request-Id<\/code>/s);
    expect(html).toMatch(/id="errors".*<table class="api-table" role="table">/s);
    expect(html.slice(html.indexOf('class="api-operation"'), html.indexOf('id="errors"'))).not.toContain('<table>');
  });

  it('writes the generated Markdown into the page for machines, and its words into search sections', async () => {
    const compiled = await compileMarkdown(
      page('::webhook{event="note.created"}'),
      'docs/notes.md',
      undefined,
      contract,
    );
    expect(compiled.expandedSource).toContain('Intro.\n\n## Event request\n');
    expect(compiled.expandedSource).toContain('| `data.author.name` | string | Their name. |');
    expect(compiled.expandedSource).toMatch(/\n\nOutro\.\n$/);
    expect(compiled.expandedSource).not.toContain('::webhook');
    expect(compiled.sections.map((section) => section.text).join(' ')).toContain('Signs the body.');
    // The page shows the same fields as lists, and the answers as a table keeping its roles.
    expect(compiled.html).toContain(
      '<dt class="api-field__head"><span class="api-field__name"><code>data.author.name</code></span> <span class="api-field__type">string</span></dt>',
    );
    expect(compiled.html).toMatch(/id="your-response".*<table class="api-table" role="table">/s);
    expect(compiled.expandedSource).not.toContain(':::api');
  });

  it('shows the errors with their codes and one example error body', async () => {
    const { html } = await compileMarkdown(page('::operation{id="getNote"}'), 'docs/notes.md', undefined, contract);
    // A table that keeps its roles where CSS lays its rows out as blocks (phones, the narrow column).
    expect(html).toMatch(
      /<tr role="row">\s*<td role="cell"><code>404 Not Found<\/code><\/td>\s*<td role="cell"><code>not_found<\/code><\/td>\s*<td role="cell">No note has this ID\.<\/td>/,
    );
    expect(html).toContain('<table class="api-table" role="table">');
    expect(html).toMatch(/<th role="columnheader">Status<\/th>/);
    expect(html).toContain('This is the <code>404 Not Found</code> one:');
    expect(html).toMatch(
      /<span class="hljs-attr">"code"<\/span><span class="hljs-punctuation">:<\/span> <span class="hljs-string">"not_found"/,
    );
    expect(html).toContain('<code>Request-Id</code>');
  });

  it.each([
    [
      '::operation{id="deleteNote"}',
      'docs/notes.md:8: unknown operation "deleteNote" in ::operation (api/openapi.yaml has getNote, createNote)',
    ],
    [
      '::webhook{event="note.deleted"}',
      'docs/notes.md:8: unknown webhook event "note.deleted" in ::webhook (api/openapi.yaml has note.created)',
    ],
  ])('fails on %s with file:line and what the contract has', async (directive, message) => {
    await expect(compileMarkdown(page(directive), 'docs/notes.md', undefined, contract)).rejects.toThrow(message);
  });

  it('puts a try-it panel after the example requests, in the page only, with the operation for the client', async () => {
    const compiled = await compileMarkdown(page('::operation{id="getNote"}'), 'notes.md', undefined, contract);
    const html = compiled.html;
    const panel = /<div class="try-it" data-try-it="([^"]*)"[^>]*><button[^>]*>([^<]*)<\/button><\/div>/.exec(html);
    expect(panel?.[2]).toBe('Try it: GET /notes/{noteId} in the sandbox');
    expect(html.indexOf('class="try-it"')).toBeGreaterThan(html.indexOf('curl --request GET'));
    expect(html.indexOf('class="try-it"')).toBeLessThan(html.indexOf('id="response"'));
    const attribute = (panel?.[1] ?? '')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
    const operation = JSON.parse(attribute);
    expect(operation).toEqual({
      operationId: 'getNote',
      method: 'GET',
      path: '/notes/{noteId}',
      serverUrl: 'https://sandbox.example.test/v1',
      serverPath: '/v1',
      parameters: [
        { name: 'noteId', in: 'path', required: true, example: 'note_1', description: "The note's ID." },
        { name: 'verbose', in: 'query', required: false, example: '', description: 'Include everything.' },
      ],
      credential: { header: 'Authorization', prefix: 'Bearer ', example: 'tok_123', description: 'A user token.' },
      body: null,
    });
    expect(compiled.expandedSource).not.toContain('try-it');
    expect(compiled.sections.map((section) => section.text).join(' ')).not.toContain('Try it');
  });

  it('fails when the site has no contract', async () => {
    await expect(compileMarkdown(page('::operation{id="getNote"}'), 'docs/notes.md')).rejects.toThrow(
      'docs/notes.md:8: ::operation needs an API contract (api/openapi.yaml), and this site has none',
    );
  });
});
