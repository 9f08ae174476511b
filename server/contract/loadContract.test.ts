import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContractError } from './contractProblem.ts';
import { contractFromText, loadContract } from './loadContract.ts';

const small = await readFile(new URL('fixtures/small.yaml', import.meta.url), 'utf8');
const FILE = 'api/openapi.yaml';
// The fixture has warnings of other rules (no licence, a webhook without operationId); these tests look at one.
const summaryRule = (line: string) => line.includes(': operation-summary: ');

/** The fixture with one text replaced, so each case breaks exactly one thing. */
function changed(from: string, to: string): string {
  expect(small).toContain(from);
  return small.replace(from, to);
}

const problemsOf = async (text: string) => {
  const error = await contractFromText(text, FILE).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContractError);
  return (error as ContractError).problems;
};

describe('loadContract', () => {
  it('indexes operations by id, with the path item’s parameters, and webhooks by event', async () => {
    const contract = await contractFromText(small, FILE);
    expect([...contract.operations.keys()]).toEqual(['getNote', 'createNote']);
    const getNote = contract.operations.get('getNote');
    expect(getNote).toMatchObject({ method: 'get', path: '/notes/{noteId}' });
    expect(getNote?.parameters.map((parameter) => parameter.name)).toEqual(['noteId', 'verbose']);
    expect([...contract.webhooks.keys()]).toEqual(['note.created']);
    // Dereferenced for the reference; the served JSON keeps the references as written.
    expect(JSON.stringify(contract.document)).not.toContain('$ref');
    expect(JSON.parse(contract.json).paths['/notes'].post.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Note',
    });
    expect(contract.yaml).toBe(small);
  });

  it('is null when the site has no contract, and names the file when it cannot be read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    expect(await loadContract(join(dir, 'openapi.yaml'), FILE)).toBeNull();
    await writeFile(join(dir, 'openapi.yaml'), 'openapi: [\n');
    await expect(loadContract(join(dir, 'openapi.yaml'), FILE)).rejects.toThrow(/^api\/openapi\.yaml:\d+: /);
  });

  it.each([
    [
      'an OpenAPI version other than 3.1',
      changed('openapi: 3.1.0', 'openapi: 3.0.3'),
      ['api/openapi.yaml:1: /openapi: the contract must be an OpenAPI 3.1 document (openapi: 3.1.0)'],
    ],
    [
      'an unknown property of an operation',
      changed('      summary: Get a note\n', '      summary: Get a note\n      bogus: 1\n'),
      ['api/openapi.yaml:75: /paths/~1notes~1{noteId}/get: unknown property "bogus"'],
    ],
    [
      'a reference to nothing',
      changed("{ $ref: '#/components/schemas/Error' }", "{ $ref: '#/components/schemas/Eror' }"),
      [
        'api/openapi.yaml:98: /paths/~1notes~1{noteId}/get/responses/404/content/application~1json/schema/$ref: "#/components/schemas/Eror" points at nothing',
      ],
    ],
    [
      'a duplicated operation id, at the second operation',
      changed('operationId: createNote', 'operationId: getNote'),
      ['api/openapi.yaml:103: /paths/~1notes/post: The operationId `getNote` is duplicated and must be made unique.'],
    ],
    [
      'a path parameter never declared',
      changed('  /notes/{noteId}:\n    parameters:', '  /notes/{noteId}:\n    x-p:'),
      [
        'api/openapi.yaml:75: /paths/~1notes~1{noteId}/get: `/paths/notes/{noteId}/get` is missing path parameter(s) for `{noteId}`.',
      ],
    ],
    [
      'an example with a field its schema does not have',
      changed('value: { text: Buy milk }', 'value: { text: Buy milk, extra: 1 }'),
      [
        'api/openapi.yaml:61: /components/examples/newNote/value: example does not match the schema at /paths/~1notes/post/requestBody/content/application~1json/schema: unknown field "extra"',
      ],
    ],
    [
      'an example with a field its open schema (a response, which may gain fields) does not declare',
      changed('author: { name: Ana }', 'author: { name: Ana, nickname: A }'),
      [
        'api/openapi.yaml:58: /components/examples/note_1/value/author: example does not match the schema at /paths/~1notes~1{noteId}/get/responses/200/content/application~1json/schema: unknown field "nickname"',
        // The webhook's example includes the same record by YAML alias: its own pointer, the same line.
        'api/openapi.yaml:58: /webhooks/note.created/post/requestBody/content/application~1json/examples/created/value/data/author: example does not match the schema at /webhooks/note.created/post/requestBody/content/application~1json/schema: unknown field "nickname"',
      ],
    ],
    [
      'an error example naming a field its operation does not take (getNote has no body with `text`)',
      changed('message: No such note.', "message: 'No note has this `text`.'"),
      [
        'api/openapi.yaml:64: /components/examples/errorNotFound/value/error/message: an error example of getNote names `text`, which getNote does not take; give it an example that fits',
      ],
    ],
    [
      'a sentence cut at a comma in a flow mapping (the rest becomes a key with no value)',
      changed("description: The note's ID. }", "description: The note's ID, as returned on create. }"),
      [
        'api/openapi.yaml:29: "description: The note\'s ID" followed by the key "as returned on create." with no value looks like a sentence cut at a comma; quote the text',
      ],
    ],
    [
      'a duplicated key',
      changed('openapi: 3.1.0', 'openapi: 3.1.0\nopenapi: 3'),
      ['api/openapi.yaml:2: Map keys must be unique'],
    ],
  ])('fails on %s, naming file, line and pointer', async (_case, text, expected) => {
    await expect(contractFromText(text, FILE)).rejects.toThrow(new ContractError(expected));
  });

  it('fails on any error of Redocly’s recommended rules, one line each with file, line and rule', async () => {
    // Nothing else in the check asks for a summary; Redocly's `operation-summary` does.
    const text = changed('      summary: Get a note\n', '');
    await expect(contractFromText(text, FILE)).rejects.toThrow(
      new ContractError(['api/openapi.yaml:74: operation-summary: Operation object should contain `summary` field.']),
    );
  });

  it('follows the lint config: a rule turned off is not run, a warning is returned, not thrown', async () => {
    const text = changed('      summary: Get a note\n', '');
    const off = await contractFromText(text, FILE, {
      lintConfig: 'extends: [recommended]\nrules:\n  operation-summary: off\n',
    });
    expect(off.warnings.filter(summaryRule)).toEqual([]);
    const warned = await contractFromText(text, FILE, {
      lintConfig: 'extends: [recommended]\nrules:\n  operation-summary: warn\n',
    });
    expect(warned.warnings.filter(summaryRule)).toEqual([
      'api/openapi.yaml:74: operation-summary: Operation object should contain `summary` field.',
    ]);
  });

  it('reads the lint config beside the content and prints what it warns of', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-'));
    await mkdir(join(dir, 'api'));
    await writeFile(join(dir, FILE), changed('      summary: Get a note\n', ''));
    await writeFile(join(dir, 'redocly.yaml'), 'extends: [recommended]\nrules:\n  operation-summary: warn\n');
    const warnings: string[] = [];
    await loadContract(join(dir, FILE), FILE, { onWarning: (warning) => warnings.push(warning) });
    expect(warnings.filter(summaryRule)).toEqual([
      'api/openapi.yaml:74: operation-summary: Operation object should contain `summary` field.',
    ]);
  });

  it('lets an error example name its own operation’s parameters, bare or in backticks', async () => {
    const text = changed('message: No such note.', "message: 'No such note; noteId and `verbose` are case-sensitive.'");
    await expect(contractFromText(text, FILE)).resolves.toBeTruthy();
  });

  it('fails when two operations give Idempotency-Key the same example, at the second', async () => {
    const key =
      "{ name: Idempotency-Key, in: header, description: Retries., schema: { type: string }, example: 'k-1' }";
    const text = changed(
      '      parameters:\n        - name: verbose',
      `      parameters:\n        - ${key}\n        - name: verbose`,
    ).replace('      summary: Create a note\n', `      summary: Create a note\n      parameters: [${key}]\n`);
    await expect(contractFromText(text, FILE)).rejects.toThrow(
      new ContractError([
        'api/openapi.yaml:106: /paths/~1notes/post/parameters/0/example: createNote\'s Idempotency-Key example "k-1" is also getNote\'s; give each operation its own',
      ]),
    );
  });

  it('reports an example used in several places once, where it is written, with the value’s own line', async () => {
    const problems = await problemsOf(changed('tags: [home]', 'tags: [garden]'));
    expect(problems[0]).toBe(
      'api/openapi.yaml:57: /components/examples/note_1/value/tags/0: example does not match the schema at ' +
        '/paths/~1notes~1{noteId}/get/responses/200/content/application~1json/schema: must be equal to one of the allowed values: home, work',
    );
    expect(problems.filter((problem) => problem.includes('/components/examples/note_1/'))).toHaveLength(1);
  });

  it('checks formats too (an e-mail that is not one)', async () => {
    const text = changed('        author: { name: Ana }', '        author: { name: Ana, email: ana }').replace(
      '            name: { type: string, description: Their name. }',
      '            name: { type: string, description: Their name. }\n            email: { type: string, format: email, description: Their address. }',
    );
    expect((await problemsOf(text))[0]).toMatch(
      /\/components\/examples\/note_1\/value\/author\/email: .* must match format "email"$/,
    );
  });
});
